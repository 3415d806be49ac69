import sharp from 'sharp';
import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff publish a post with a category, a keyword and a cover; a shopper finds it on the blog and reads it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100000;
  const title = `Feria de productores ${stamp}`;
  const category = `Eventos ${stamp}`;

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Contenido', 'Categorías del blog');
  await page.getByRole('link', { name: 'Nueva categoría' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(category);
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Categoría creada')).toBeVisible();
  await expect(page.locator('tbody').getByText(category, { exact: true })).toBeVisible();

  await openAdminArea(page, 'Contenido', 'Blog');
  await page.getByRole('link', { name: 'Nuevo artículo' }).click();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Resumen' })
    .fill('Este sábado, frutas y viandas de la finca a la tienda.');
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: category }).click();
  await page.getByRole('combobox', { name: 'Palabras clave' }).click();
  await page.getByRole('option', { name: 'ahorro' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Artículo' }).click();
  await page.keyboard.type('Llegan los productores de ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('Güira de Melena');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Artículo creado: añade su portada')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir portada' }).click();
  const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: 'portada.png', mimeType: 'image/png', buffer: cover });
  await expect(page.getByText('Portada guardada')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portada actual' })).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/store');
  await shopper.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(shopper).toHaveURL(/\/blog$/);
  await shopper.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: category });
  await expect(shopper).toHaveURL(/category=eventos-/);
  await shopper.getByRole('link', { name: new RegExp(title) }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.locator('article strong', { hasText: 'Güira de Melena' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'ahorro' })).toBeVisible();
  // The demo's other posts with that keyword are offered under it.
  await expect(shopper.getByRole('heading', { name: 'También te puede interesar' })).toBeVisible();
  await shopper.close();
});
