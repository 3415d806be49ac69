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

test('staff switch Stripe on; a shopper pays an order online through the stand-in and lands on the success page', async ({
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
