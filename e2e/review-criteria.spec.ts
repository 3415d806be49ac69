import sharp from 'sharp';
import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff open the review criteria, create one for a category and give it answers', async ({ page }) => {
  const title = `Frescura ${Date.now() % 100000}`;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Clientes y personal', 'Criterios de reseñas');
  // The demo's criteria are there with their answers.
  await expect(page.getByRole('region', { name: 'Calidad', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo criterio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo criterio' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('¿Llegó fresco?');
  await dialog.getByRole('combobox', { name: 'Categorías' }).click();
  await page.getByRole('option', { name: 'Alimentos', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Criterio creado: añádele respuestas')).toBeVisible();

  const criterion = page.getByRole('region', { name: title });
  const chooser = page.waitForEvent('filechooser');
  await criterion.getByRole('button', { name: `Subir una imagen para ${title}` }).click();
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: 'fresco.png', mimeType: 'image/png', buffer: picture });
  await expect(criterion.getByRole('img', { name: `Imagen 1 de ${title}` })).toBeVisible();
  // An answer past its 50 characters stays whole in the field and is refused in words, not cut and added.
  const tooLong = 'Fresquísimo, como recién cogido del huerto esta mañana';
  const newAnswer = criterion.getByRole('textbox', { name: `Nueva respuesta para ${title}` });
  await newAnswer.fill(tooLong);
  await criterion.getByRole('button', { name: 'Añadir' }).click();
  await expect(criterion.getByText('No puede tener más de 50 caracteres')).toBeVisible();
  await expect(newAnswer).toHaveValue(tooLong);
  await expect(criterion.getByRole('textbox', { name: `Respuesta ${tooLong}` })).toHaveCount(0);
  for (const answer of ['Muy fresco', 'Aceptable']) {
    await criterion.getByRole('textbox', { name: `Nueva respuesta para ${title}` }).fill(answer);
    await criterion.getByRole('button', { name: 'Añadir' }).click();
    await expect(criterion.getByRole('textbox', { name: `Respuesta ${answer}` })).toHaveValue(answer);
  }
  await criterion.getByRole('button', { name: 'Eliminar la respuesta Aceptable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar respuesta' });
  await expect(confirm).toContainText('¿Eliminar la respuesta «Aceptable»?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  // Its trash button went with it: the focus goes to the page's content, not back to the top of the page.
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(criterion.getByRole('textbox', { name: 'Respuesta Aceptable' })).toHaveCount(0);
});
