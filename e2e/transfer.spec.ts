import sharp from 'sharp';
import {
  ADMIN,
  apiAs,
  PASSWORD,
  pickupOrderThroughApi,
  signedInCustomer,
  signInThroughForm,
} from './support/api';
import { expect, test } from './support/test';

/** A phone's screenshot of the bank's reply: 1170 × 2532 px, megabytes of PNG, over the 300 kB a picture may weigh. */
const screenshot = () =>
  sharp({
    create: {
      width: 1170,
      height: 2532,
      channels: 3,
      background: '#ebebeb',
      noise: { type: 'gaussian', mean: 235, sigma: 12 },
    },
  })
    .png()
    .toBuffer();

test('a shopper reads where to transfer, sends the receipt, and staff accept it: the order is paid', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context: shopperContext, page: shopper } = await signedInCustomer(browser, baseURL, 'rey');

  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const orderId = await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g', 'transfer');
  // The page the checkout lands on says by when too, beside where to transfer.
  await shopper.goto(`/orders/${orderId}/success-page`);
  await expect(shopper.getByText(/^Paga antes del .+; si no, el pedido se cancela\.$/)).toBeVisible();
  await shopper.goto(`/orders/${orderId}/show`);
  await expect(shopper.getByText('Banco Metropolitano')).toBeVisible();
  // A transfer is paid before the order is prepared: the page says by when.
  await expect(shopper.getByText(/^Paga antes del .+; si no, el pedido se cancela\.$/)).toBeVisible();
  const code = `P-${String(orderId).padStart(6, '0')}`;
  await expect(shopper.getByText(code, { exact: true })).toBeVisible();
  const chooser = shopper.waitForEvent('filechooser');
  await shopper.getByRole('button', { name: 'Enviar comprobante' }).click();
  const picture = await screenshot();
  expect(picture.length).toBeGreaterThan(1_000_000);
  // The browser shrinks it to fit; the server, which refuses anything over 300 kB, takes it.
  await (await chooser).setFiles({ name: 'Screenshot_20261205.png', mimeType: 'image/png', buffer: picture });
  await expect(shopper.getByText('Comprobante recibido: la tienda lo revisará')).toBeVisible();
  await expect(shopper.getByText('En revisión')).toBeVisible();
  // Sent again (unsure it went): still one receipt waiting, and the shopper is told it was already there.
  const again = shopper.waitForEvent('filechooser');
  await shopper.getByRole('button', { name: 'Enviar comprobante' }).click();
  await (await again).setFiles({ name: 'Screenshot_20261205.png', mimeType: 'image/png', buffer: picture });
  await expect(shopper.getByText('Ese comprobante ya está enviado: la tienda lo revisará')).toBeVisible();
  await expect(shopper.getByText('En revisión')).toHaveCount(1);

  // Staff find it from the dashboard, among the orders with a receipt to review.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: /comprobantes? de transferencia por revisar$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?receipt=pending$/);
  await expect(page.getByRole('checkbox', { name: 'Con comprobante por revisar' })).toBeChecked();
  await page.getByRole('link', { name: code, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/show$`));
  const receipts = page.getByRole('region', { name: 'Comprobantes de transferencia' });
  await receipts.getByRole('button', { name: 'Aceptar y marcar pagado' }).click();
  await expect(page.getByText('Comprobante aceptado: pedido pagado')).toBeVisible();

  await shopper.reload();
  await expect(shopper.getByText('Aceptado')).toBeVisible();
  await expect(shopper.getByText(/^Pagado el/)).toBeVisible();
  await api.dispose();
  await shopperContext.close();
});
