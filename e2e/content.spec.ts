import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff write a help page and change a policy; a shopper finds both from the footer and reads the FAQ', async ({
  page,
  browser,
}) => {
  const title = `Envíos a Santiago ${Date.now() % 100000}`;
  const note = `Desde el ${Date.now() % 1000} de diciembre también entregamos en Santiago.`;

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Contenido', 'Páginas');
  await page.getByRole('link', { name: 'Nueva página' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Sección' }).fill('Ayuda');
  const editor = page.getByRole('textbox', { name: 'Contenido' });
  await editor.click();
  await page.keyboard.type('Llegan en ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('tres días');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Página creada')).toBeVisible();

  await page.getByLabel('Buscar páginas').fill('devoluciones');
  // The search refetches the list and replaces its rows: click once the filtered list is there.
  await expect(page.getByText('1 página', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Editar la página Política de devoluciones' }).click();
  await expect(page.getByRole('textbox', { name: /^Dirección/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Contenido' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(note);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Página guardada')).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/store');
  const footer = shopper.getByRole('navigation', { name: 'Páginas de la tienda' });
  await footer.getByRole('link', { name: 'Política de devoluciones' }).click();
  await expect(shopper).toHaveURL(/\/return-policy$/);
  await expect(shopper.getByText(note)).toBeVisible();

  await shopper.goto('/info');
  await shopper
    .getByRole('region', { name: 'Ayuda' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.locator('strong', { hasText: 'tres días' })).toBeVisible();

  await shopper.goto('/Frequent-Ask');
  await shopper.getByText('¿En qué monedas puedo pagar?').click();
  await expect(shopper.getByText(/En USD y en MLC/)).toBeVisible();
  await shopper.close();
});

test('a visitor writes through the contact page and staff read and handle the message', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  const text = `¿Tienen ollas de presión de 6 litros? (${Date.now()})`;
  await visitor.goto('/store');
  await visitor.getByRole('navigation', { name: 'Páginas de la tienda' }).waitFor();
  await visitor
    .getByRole('navigation', { name: 'Navegación de la tienda' })
    .getByRole('link', { name: 'Contacto' })
    .click();
  await expect(visitor).toHaveURL(/\/Contact-Us$/);
  // The address changes as the navigation starts; the home page, which has a contact form of its own, stays on screen
  // until the contact page's code has arrived. The visitor writes once the contact page is there.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Nombre' }).fill('Marta Pérez');
  await visitor.getByRole('textbox', { name: 'Correo electrónico' }).fill('marta.perez@example.com');
  await visitor.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await visitor.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(visitor.getByRole('status')).toHaveText(/Gracias, hemos recibido tu mensaje/);
  await visitor.close();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Clientes y personal', 'Mensajes');
  await page.getByLabel('Buscar mensajes').fill('ollas de presión');
  await page.getByRole('button', { name: 'Abrir el mensaje de Marta Pérez' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Mensaje de Marta Pérez' });
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'Marcar como atendido' }).click();
  await expect(page.getByText('Mensaje marcado como atendido')).toBeVisible();
});

test('staff rename the shop, change its colour, a banner and the front; shoppers see them at once', async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Ajustes', 'Personalización');
  const name = page.getByRole('textbox', { name: 'Nombre de la tienda' });
  await name.fill('La Bodeguita');
  await page.getByRole('radio', { name: 'Verde azulado' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Ajustes guardados').first()).toBeVisible();

  // A banner's words, and the front without its newest products.
  await page.goto('/admin/banners');
  await page.getByRole('link', { name: 'Editar el banner Ofertas de temporada' }).click();
  const bannerTitle = page.getByRole('textbox', { name: 'Título' });
  await bannerTitle.fill('Rebajas de diciembre');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Banner guardado')).toBeVisible();
  await page.goto('/admin/settings/Generals?tab=home');
  await page.getByRole('switch', { name: 'Novedades' }).uncheck();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Ajustes guardados').first()).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/store');
  await expect(shopper).toHaveTitle('La Bodeguita');
  await expect(shopper.getByRole('article', { name: 'Rebajas de diciembre' })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'En oferta' })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Novedades' })).toHaveCount(0);
  await expect(shopper.getByRole('link', { name: 'La Bodeguita' }).first()).toBeVisible();
  await expect(shopper.getByText(`© 2025–${new Date().getFullYear()} La Bodeguita`)).toBeVisible();
  await shopper.close();

  // The other journeys expect the demo shop as it was.
  await page.getByRole('switch', { name: 'Novedades' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.goto('/admin/banners');
  await page.getByRole('link', { name: 'Editar el banner Rebajas de diciembre' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Ofertas de temporada');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Banner guardado')).toBeVisible();
  await page.goto('/admin/settings/Customization');
  await name.fill('Mercado Vedado');
  await page.getByRole('radio', { name: 'Azul', exact: true }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Ajustes guardados').first()).toBeVisible();
});

test('staff add a frequent question and a testimonial; shoppers see them and the settings log says who did it', async ({
  page,
  browser,
}) => {
  const question = `¿Entregan los domingos? (${Date.now() % 100000})`;
  const answer = `No, de martes a sábado (${Date.now() % 100000}).`;
  const author = `Lourdes Díaz ${Date.now() % 1000}`;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);

  await page.goto('/admin');
  await openAdminArea(page, 'Contenido', 'Preguntas frecuentes');
  await page.getByRole('button', { name: 'Nueva pregunta' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await faqDialog.getByRole('combobox', { name: 'Tema' }).fill('Pedidos');
  await faqDialog.getByRole('textbox', { name: 'Pregunta' }).fill(question);
  await faqDialog.getByRole('textbox', { name: 'Respuesta' }).click();
  await page.keyboard.type(answer);
  await faqDialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Pregunta creada')).toBeVisible();

  await page.goto('/admin');
  await openAdminArea(page, 'Contenido', 'Testimonios');
  await page.getByRole('button', { name: 'Nuevo testimonio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo testimonio' });
  await dialog.getByRole('textbox', { name: 'Autor' }).fill(author);
  await dialog.getByRole('textbox', { name: 'Lo que dijo' }).fill('Todo llegó a tiempo y bien embalado.');
  await dialog.getByRole('textbox', { name: 'Orden' }).fill('0');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Testimonio creado')).toBeVisible();

  await page.goto('/admin');
  await openAdminArea(page, 'Ajustes', 'Registro de cambios');
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Super Administrador');
  await expect(latest).toContainText('Creó');

  const shopper = await browser.newPage();
  await shopper.goto('/store');
  // Below the fold: painted once scrolled near (content-visibility).
  await shopper.getByText(author).scrollIntoViewIfNeeded();
  await expect(shopper.getByText(author)).toBeVisible();
  await shopper.goto('/Frequent-Ask');
  await shopper.getByText(question).click();
  await expect(shopper.getByText(answer)).toBeVisible();
  await shopper.close();
});
