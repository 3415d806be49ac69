import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff move stock from the warehouse to another shop: draft, send, receive with one missing, and the product’s history shows where', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Ventas', 'Traslados');
  await expect(page.getByRole('heading', { name: 'Traslados entre puntos de venta' })).toBeVisible();
  // The demo's van trips are there, one still on its way.
  await expect(page.getByRole('table').getByText('En camino').first()).toBeVisible();

  const note = `Reposición ${Date.now()}`;
  await page.getByRole('button', { name: 'Nuevo traslado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo traslado' });
  await expect(dialog.getByRole('combobox', { name: 'Desde' })).toHaveValue('Tienda Vedado');
  await dialog.getByRole('combobox', { name: 'Hasta' }).click();
  await page.getByRole('option', { name: 'Tienda Miramar' }).click();
  await dialog.getByRole('combobox', { name: 'Añadir un producto' }).fill('azucar blanca');
  await page.getByRole('option', { name: /^Azúcar blanca 1 kg/ }).click();
  await expect(dialog.getByText(/unidades en el origen$/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Unidades de Azúcar blanca/ }).fill('3');
  await dialog.getByRole('textbox', { name: 'Nota' }).fill(note);
  await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Traslado guardado')).toBeVisible();

  await page.getByRole('row').filter({ hasText: note }).getByRole('link').click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page
    .getByRole('dialog', { name: '¿Enviar el traslado?' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  await expect(page.getByText('Traslado enviado: las unidades salieron de Tienda Vedado')).toBeVisible();

  await page.getByRole('textbox', { name: 'Unidades recibidas de Azúcar blanca 1 kg' }).fill('2');
  await page.getByRole('textbox', { name: 'Nota de la recepción' }).fill('Un paquete llegó roto');
  await page.getByRole('button', { name: 'Registrar la recepción' }).click();
  await expect(page.getByText('Traslado recibido en Tienda Miramar')).toBeVisible();
  await expect(page.getByText('Falta 1 unidad')).toBeVisible();

  await page.getByRole('link', { name: 'Azúcar blanca 1 kg' }).click();
  const history = page.getByRole('table', { name: 'Movimientos de existencias de Azúcar blanca 1 kg' });
  const arrival = history.getByRole('row').filter({ hasText: 'Llegada por traslado' }).first();
  await expect(arrival.getByText('Tienda Miramar')).toBeVisible();
  await expect(arrival.getByText('+2')).toBeVisible();
});
