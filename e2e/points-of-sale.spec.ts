import { ADMIN, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff place a new point of sale by clicking the map, and the shop’s own place on the map of its delivery settings', async ({
  page,
}) => {
  const name = `Tienda Cerro ${String(Date.now()).slice(-6)}`;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/point_of_sales');
  await page.getByRole('link', { name: 'Nuevo punto de venta' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calzada del Cerro No. 1204');
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'La Habana' }).click();
  await page.getByRole('combobox', { name: 'Municipio' }).click();
  await page.getByRole('option', { name: 'Cerro' }).click();
  // Tiles cannot load here; the map still takes a click, and writes the place in its two fields.
  const latitude = page.getByRole('textbox', { name: 'Latitud' });
  await expect(latitude).toHaveValue('');
  await page
    .getByRole('application', { name: 'Ubicación: márcala en el mapa o escribe sus coordenadas' })
    .click();
  await expect(latitude).toHaveValue(/^23,\d+$/);
  await expect(page.getByRole('textbox', { name: 'Longitud' })).toHaveValue(/^-82,\d+$/);
  await page.getByRole('textbox', { name: 'Teléfono 1' }).fill('7 870 1204');
  // Not offered to the other tests' shoppers.
  await page.getByRole('switch', { name: 'Activo' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/point_of_sales$/);
  await expect(page.getByText(name)).toBeVisible();

  // Where delivery distances are measured from: the same map, its fields filled with the saved place.
  await page.goto('/admin/settings/Generals?tab=shipment');
  const storeLatitude = page.getByRole('textbox', { name: 'Latitud' });
  await expect(storeLatitude).toHaveValue(/^23,\d+$/);
  const before = await storeLatitude.inputValue();
  const map = page.getByRole('application', { name: 'Márcala en el mapa o escribe sus coordenadas' });
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: 200, y: 120 } });
  await expect(storeLatitude).not.toHaveValue(before);
});
