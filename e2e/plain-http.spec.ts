import { PLAIN_HTTP_HOST } from '../playwright.config';
import { PASSWORD, registerCustomer, signInThroughForm, uniqueEmail } from './support/api';
import { expect, test } from './support/test';

// The shop opened over plain HTTP at a network name, as the demo is from a phone on the same Wi-Fi: not a secure
// context. Told to upgrade every request to HTTPS, the browser showed a page without styles, pictures or code; and
// the checkout's key came from `crypto.randomUUID`, which such a page does not have.
test('a shopper on the shop opened over plain HTTP at a network name sees it whole and places an order', async ({
  browser,
  baseURL,
}) => {
  const plainUrl = (baseURL ?? '').replace('127.0.0.1', PLAIN_HTTP_HOST);
  // Registered through the API at the usual address (Node's requests do not know the network name).
  const email = uniqueEmail('wifi');
  const registering = await browser.newContext({ baseURL });
  await registerCustomer(await registering.newPage(), email);
  await registering.close();
  const context = await browser.newContext({
    baseURL: plainUrl,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/Products/cafe-cubita-molido-250-g');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  // Its styles (the baseline takes the body's margin away), its picture and its code (a button that works).
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  const picture = page.getByRole('img', { name: 'Café Cubita molido 250 g' }).first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // At 390 px the sticky bar's button joins the purchase box's once the box is out of sight: either adds.
  await page.getByRole('button', { name: 'Añadir al carrito' }).first().click();
  await expect(page.getByText('Producto añadido al carrito.')).toBeVisible();

  await page.goto('/Cart');
  await page.getByRole('link', { name: 'Continuar al pago' }).click();
  await page.getByText('Recogida en punto de venta', { exact: true }).click();
  await page.getByRole('radio', { name: /Tienda Vedado/ }).click();
  await page.getByRole('main').getByText('Efectivo al recoger', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  await context.close();
});
