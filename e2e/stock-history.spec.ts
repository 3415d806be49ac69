import { ADMIN, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff read a product’s stock and price history and receive units with a reason', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/products/aceite-de-girasol-1-l/edit');
  const history = page.getByRole('table', { name: 'Movimientos de existencias de Aceite de girasol 1 L' });
  // The demo's month of stock-keeping is there, with the clerk's note.
  await expect(history.getByText('Botellas rotas en el almacén')).toBeVisible();
  await expect(history.getByText('Inicial')).toBeVisible();
  // And how its price came to be: the demo's raise of the groceries three weeks ago (decision 108).
  const prices = page.getByRole('table', { name: 'Cambios de precio de Aceite de girasol 1 L' });
  await expect(prices.getByRole('row').filter({ hasText: 'Cambio en bloque de +10 %' })).toBeVisible();

  const note = `Llegada del proveedor ${Date.now()}`;
  await page.getByRole('button', { name: 'Ajustar existencias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar existencias' });
  await dialog.getByText('Entrada').click();
  const units = dialog.getByRole('textbox', { name: 'Unidades que entran' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill(note);
  // A point typed is the decimal comma in Spanish (decision 051): "1.000" is refused as no whole number, shown as
  // read, rather than received as one unit (decision 078).
  await units.pressSequentially('1.000');
  await units.blur();
  await expect(units).toHaveValue('1,000');
  await dialog.getByRole('button', { name: 'Registrar movimiento' }).click();
  await expect(dialog.getByText('Escribe un número entero')).toBeVisible();
  await units.fill('12');
  await dialog.getByRole('button', { name: 'Registrar movimiento' }).click();
  await expect(page.getByText(/^Existencias ajustadas: quedan \d+ unidades$/)).toBeVisible();
  const row = history.getByRole('row').filter({ hasText: note });
  await expect(row.getByText('+12')).toBeVisible();
  await expect(row.getByText('Ajuste')).toBeVisible();

  // Only the history moves stock: the form shows it and does not change it.
  await expect(page.getByRole('textbox', { name: 'Cantidad a la venta' })).toHaveAttribute('readonly');
  await page.getByLabel('Motivo', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Ajuste' }).click();
  await expect(history.getByText('Inicial')).toHaveCount(0);
});
