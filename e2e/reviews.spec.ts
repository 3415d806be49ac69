import sharp from 'sharp';
import {
  ADMIN,
  apiAs,
  deliverThroughApi,
  openAdminArea,
  PASSWORD,
  pickupOrderThroughApi,
  signedInCustomer,
  signInThroughForm,
} from './support/api';
import { expect, test } from './support/test';

const PRODUCT = 'cafe-cubita-molido-250-g';
const NAME = 'Café Cubita molido 250 g';

test('a shopper with a delivered order reviews the product; staff approve it; it shows with its rating', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context, page: shopper } = await signedInCustomer(browser, baseURL, 'resena');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  await deliverThroughApi(admin, await pickupOrderThroughApi(api, PRODUCT));

  await shopper.goto(`/Products/${PRODUCT}`);
  await expect(shopper.getByRole('link', { name: 'Escribir una reseña' })).toBeVisible();
  // "Mis reseñas" offers what they received, each a step from its form.
  await shopper.goto('/Profile/Reviews');
  await shopper
    .getByRole('region', { name: 'Por reseñar' })
    .getByRole('link', { name: `Escribir una reseña de ${NAME}` })
    .click();
  await expect(shopper.getByRole('heading', { name: 'Tu reseña' })).toBeVisible();
  // Mantine's stars are labels over hidden radios: the shopper clicks the fourth star.
  const fourth = await shopper.getByRole('radio', { name: '4', exact: true }).getAttribute('id');
  await shopper.locator(`label[for="${fourth}"]`).click();
  await shopper.getByRole('radio', { name: 'Excelente' }).check();
  await shopper.getByRole('button', { name: 'Enviar reseña' }).click();
  // SPEC §5: the text is required before continuing.
  await expect(shopper.getByText('Este campo es requerido')).toBeVisible();
  await shopper
    .getByRole('textbox', { name: 'Tu opinión' })
    .fill('Fuerte y con buen aroma; la espumita sale sola.');
  await shopper.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(shopper.getByRole('heading', { name: '¡Gracias por tu reseña!' })).toBeVisible();
  // A photo, while the review waits for staff.
  await shopper.getByRole('link', { name: 'Añadir fotos' }).click();
  const chooser = shopper.waitForEvent('filechooser');
  await shopper.getByRole('button', { name: 'Añadir una foto' }).click();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7f4f24' } })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: 'cafe.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(shopper.getByRole('img', { name: 'Foto 1 de la reseña' })).toBeVisible();
  // Written, it leaves "Por reseñar" for their list, waiting for staff.
  await shopper.goto('/Profile/Reviews');
  await expect(shopper.getByRole('link', { name: NAME })).toBeVisible();
  await expect(shopper.getByText('Pendiente de revisión')).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Por reseñar' })).toHaveCount(0);

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Clientes y personal', 'Reseñas');
  await page.getByRole('button', { name: 'Aprobar la reseña de Ana Pérez' }).first().click();
  await expect(page.getByText('Reseña aprobada')).toBeVisible();
  // Published, it is answered in the shop's name (decision 102).
  await page
    .getByRole('row')
    .filter({ hasText: 'Fuerte y con buen aroma' })
    .getByRole('button', { name: 'Responder a la reseña de Ana Pérez' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Responder a Ana Pérez' });
  await dialog.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(dialog.getByText('Escribe la respuesta')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Respuesta de la tienda' })
    .fill('¡Gracias, Ana! El de esta semana es de la cosecha nueva.');
  await dialog.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(page.getByText('Respuesta publicada')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Fuerte y con buen aroma' })
      .getByText(/respondió:/),
  ).toBeVisible();

  await shopper.goto(`/Products/${PRODUCT}`);
  await shopper.getByRole('link', { name: /valoraci/ }).click();
  await expect(shopper.getByRole('heading', { name: 'Reseñas de clientes' })).toBeVisible();
  await expect(shopper.getByText(/^\d+ valoraci(ón|ones)$/)).toBeVisible();
  const ours = shopper
    .getByRole('article')
    .filter({ hasText: 'Fuerte y con buen aroma; la espumita sale sola.' });
  await expect(ours.getByText('Compra verificada')).toBeVisible();
  await expect(ours.getByLabel('4 estrellas')).toBeVisible();
  await expect(ours.getByText('Calidad: Excelente')).toBeVisible();
  await expect(ours.getByRole('img', { name: 'Foto 1 de la reseña' })).toBeVisible();
  await expect(ours.getByText(/^Respuesta de /)).toBeVisible();
  await expect(ours.getByText('¡Gracias, Ana! El de esta semana es de la cosecha nueva.')).toBeVisible();
  await api.dispose();
  await admin.dispose();
  await context.close();
});

test('the reviews of a product shoppers may not see are the page not found, with status 404', async ({
  page,
}) => {
  // Writing asks a stranger to sign in first; the status already tells the truth.
  expect((await page.request.get('/Products/Review/Write/no-existe')).status()).toBe(404);
  const response = await page.goto('/Products/Review/Read/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
