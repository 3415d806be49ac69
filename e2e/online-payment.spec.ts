import { orderCode } from '@shop/contracts';
import { PAYPAL_TEST_KEYS, STRIPE_TEST_KEYS } from '../playwright.config';
import {
  ADMIN,
  apiAs,
  PASSWORD,
  pickupOrderThroughApi,
  signedInCustomer,
  signInThroughForm,
} from './support/api';
import { expect, test } from './support/test';

test('staff switch Stripe on; a shopper pays an order online through the stand-in; staff cancel it and give the payment back', async ({
  page,
  browser,
  baseURL,
}) => {
  // Staff enter the test keys in the Online payments tab.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/settings/Generals?tab=online-payments');
  await page.getByRole('switch', { name: 'Activar Stripe' }).check();
  await page.getByLabel('Clave pública').fill('pk_test_e2e_shop');
  await page.getByLabel('Clave secreta').fill(STRIPE_TEST_KEYS.secret);
  await page.getByLabel('Secreto del webhook').fill(STRIPE_TEST_KEYS.webhook);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
  await expect(page.getByText(/^Guardada\./).first()).toBeVisible();

  // A shopper pays an order from its page.
  const { email, context: shopperContext, page: shopper } = await signedInCustomer(browser, baseURL, 'leo');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const orderId = await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g');
  await shopper.goto(`/orders/${orderId}/show`);
  await shopper.getByRole('button', { name: 'Pagar en línea con tarjeta' }).click();
  await expect(shopper.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await shopper.getByRole('button', { name: 'Pagar' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/orders/${orderId}/success-page$`));
  await expect(shopper.getByText('Pago aceptado con éxito')).toBeVisible();

  // Staff cancel the paid order: what Stripe took is owed back, and they give it back through Stripe.
  await page.goto(`/admin/orders/${orderId}/show`);
  await page.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Cancelado' }).click();
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(page.getByText('Estado cambiado exitosamente')).toBeVisible();
  // The dashboard points at the orders owing a payment back; the order is among them.
  await page.goto('/admin');
  await page.getByRole('link', { name: /con (un pago|pagos) por devolver$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Con pago por devolver' })).toBeChecked();
  await page.getByRole('link', { name: orderCode(orderId), exact: true }).click();
  const payment = page.getByRole('region', { name: 'Pago' });
  await expect(payment.getByText(/Pago en línea con Stripe .* · a devolver/)).toBeVisible();
  await payment.getByRole('button', { name: 'Devolver el pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver el pago' });
  await expect(
    dialog.getByText(/a través de Stripe\? El dinero sale de la cuenta de la tienda/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Devolver el pago' }).click();
  await expect(page.getByText('Pago devuelto: el cliente lo verá en su cuenta en unos días')).toBeVisible();
  await expect(payment.getByText(/· devuelto el /)).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Devolver el pago' })).toHaveCount(0);
  // The shopper reads it on their order.
  await shopper.goto(`/orders/${orderId}/show`);
  await expect(shopper.getByText(/Pago en línea con tarjeta \(devuelto el /)).toBeVisible();
  await api.dispose();
  await shopperContext.close();
});

test('staff switch PayPal on; a shopper pays an order and buys a gift card through PayPal', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/settings/Generals?tab=online-payments');
  await page.getByRole('switch', { name: 'Activar PayPal' }).check();
  await page.getByLabel('ID de cliente').fill(PAYPAL_TEST_KEYS.clientId);
  await page.getByLabel('Secreto de cliente').fill(PAYPAL_TEST_KEYS.clientSecret);
  await page.getByLabel('ID del webhook').fill(PAYPAL_TEST_KEYS.webhookId);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
  // The secret is never shown again: the field is blank and says it is kept.
  await expect(page.getByLabel('Secreto de cliente')).toHaveValue('');

  const { email, context: shopperContext, page: shopper } = await signedInCustomer(browser, baseURL, 'paula');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const orderId = await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g');
  await shopper.goto(`/orders/${orderId}/show`);
  await shopper.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(shopper.getByRole('heading', { name: 'PayPal de prueba' })).toBeVisible();
  await shopper.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/orders/${orderId}/success-page$`));
  await expect(shopper.getByText('Pago aceptado con éxito')).toBeVisible();

  // The same shopper buys a gift card through PayPal: back on their cards, it shows credited once PayPal says so.
  await shopper.goto('/Profile/shopping_card');
  await shopper.getByRole('radio', { name: /PayPal/ }).check();
  await shopper.getByRole('button', { name: 'Comprar tarjeta' }).click();
  await expect(shopper.getByRole('heading', { name: 'PayPal de prueba' })).toBeVisible();
  await shopper.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(shopper).toHaveURL(/\/Profile\/shopping_card\?sale=\d+/);
  await expect(shopper.getByText('Pago confirmado')).toBeVisible();
  await expect(shopper.getByRole('link', { name: /^Abrir la tarjeta/ })).toHaveCount(1);
  await expect(shopper.getByText('Acreditada')).toBeVisible();
  await api.dispose();
  await shopperContext.close();
});
