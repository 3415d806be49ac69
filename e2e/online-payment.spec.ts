import { STRIPE_TEST_KEYS } from '../playwright.config';
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
