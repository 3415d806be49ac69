import {
  ADMIN,
  apiAs,
  openAdminArea,
  PASSWORD,
  pickupOrderThroughApi,
  signedInCustomer,
  signInThroughForm,
} from './support/api';
import { firstPageText } from './support/pdf';
import { expect, test } from './support/test';

test('staff issue the invoice of an order and open its PDF; the shopper downloads it; a manual invoice is numbered', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context: shopperContext, page: shopper } = await signedInCustomer(browser, baseURL, 'ines');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const orderId = await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g');

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // An order without an invoice yet is no failed request (nothing red in the console of staff or shopper).
  const failed: string[] = [];
  for (const reader of [page, shopper])
    reader.on('response', (reply) => reply.status() >= 400 && failed.push(reply.url()));
  await page.goto(`/admin/orders/${orderId}/show`);
  const card = page.getByRole('region', { name: 'Factura' });
  await expect(card.getByText('Este pedido aún no tiene factura.')).toBeVisible();
  await shopper.goto(`/orders/${orderId}/show`);
  await expect(shopper.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: /^Descargar la factura/ })).toHaveCount(0);
  expect(failed).toEqual([]);
  await card.getByRole('button', { name: 'Emitir factura' }).click();
  await expect(page.getByText(/^Factura F-\d{4}-\d{6} emitida$/)).toBeVisible();
  await card.getByRole('link', { name: /^Ver la factura F-/ }).click();
  await expect(page.getByRole('heading', { name: /^Factura F-\d{4}-\d{6}$/ })).toBeVisible();
  const code = ((await page.getByRole('heading', { name: /^Factura F-/ }).textContent()) ?? '').replace(
    'Factura ',
    '',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar PDF' }).click();
  const text = await firstPageText((await (await download).path()) ?? '');
  expect(text).toContain(`Factura ${code}`);
  expect(text).toContain('Café Cubita molido 250 g');
  expect(text).toContain('Página 1 de 1');

  await shopper.goto(`/orders/${orderId}/show`);
  await expect(shopper.getByRole('link', { name: `Descargar la factura ${code}` })).toBeVisible();
  await api.dispose();
  await shopperContext.close();

  // A sale outside the shop, invoiced by hand: the next number of the year.
  await openAdminArea(page, 'Ventas', 'Facturas');
  await page.getByRole('link', { name: 'Nueva factura' }).click();
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Cafetería La Rampa');
  await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Café molido para la barra');
  await page.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Precio unitario sin impuesto' }).fill('12,50');
  await page.getByRole('textbox', { name: 'Impuesto', exact: true }).fill('10');
  await expect(page.getByText('Total: 55,00 $')).toBeVisible();
  await page.getByRole('button', { name: 'Emitir factura' }).click();
  const next = Number(code.slice(-6)) + 1;
  await expect(page.getByText(new RegExp(`^Factura F-\\d{4}-0*${next} emitida$`))).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Factura F-\\d{4}-0*${next}$`) })).toBeVisible();
  await expect(page.getByRole('cell', { name: '55,00 $' }).last()).toBeVisible();

  // The list finds an invoice by the code printed on it.
  await openAdminArea(page, 'Ventas', 'Facturas');
  await page.getByRole('searchbox', { name: 'Buscar por cliente o número' }).fill(code);
  await expect(page.getByText('1 factura', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: code, exact: true })).toBeVisible();
});
