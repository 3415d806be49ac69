import type { Page } from '@playwright/test';
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

/** Staff sign in and enter Stripe's test keys in the Online payments tab. */
async function switchStripeOn(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/settings/Generals?tab=online-payments');
  await page.getByRole('switch', { name: 'Activar Stripe' }).check();
  await page.getByLabel('Clave pública').fill('pk_test_e2e_shop');
  await page.getByLabel('Clave secreta').fill(STRIPE_TEST_KEYS.secret);
  await page.getByLabel('Secreto del webhook').fill(STRIPE_TEST_KEYS.webhook);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
  await expect(page.getByText(/^Guardada\./).first()).toBeVisible();
}

test('staff switch Stripe on; a shopper pays an order online through the stand-in; staff cancel it and give the payment back', async ({
  page,
  browser,
  baseURL,
}) => {
  await switchStripeOn(page);

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
  await page.getByRole('link', { name: /^\d+ pedidos? con (un pago|pagos) por devolver$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Con pago por devolver' })).toBeChecked();
  await page.getByRole('link', { name: orderCode(orderId), exact: true }).click();
  const payment = page.getByRole('region', { name: 'Pago' });
  await expect(payment.getByText(/Pago en línea con Stripe .* · a devolver/)).toBeVisible();
  await expect(payment.getByText('Pago por devolver', { exact: true })).toBeVisible();
  await payment.getByRole('button', { name: 'Devolver el pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver el pago' });
  await expect(
    dialog.getByText(/a través de Stripe\? El dinero sale de la cuenta de la tienda/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Devolver el pago' }).click();
  await expect(page.getByText('Pago devuelto: el cliente lo verá en su cuenta en unos días')).toBeVisible();
  await expect(payment.getByText(/· devuelto el /)).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Devolver el pago' })).toHaveCount(0);
  // No longer "Pagado": the payment's place says it went back.
  await expect(payment.getByText('Pago devuelto', { exact: true })).toBeVisible();
  // The shopper reads it on their order.
  await shopper.goto(`/orders/${orderId}/show`);
  await expect(shopper.getByText(/Pago en línea con tarjeta \(devuelto el /)).toBeVisible();
  await expect(shopper.getByText('Pago devuelto', { exact: true })).toBeVisible();
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

test('a gift card paid twice through Stripe, from two tabs: staff give the second payment back', async ({
  page,
  browser,
  baseURL,
}) => {
  await switchStripeOn(page);
  const { email, context, page: shopper } = await signedInCustomer(browser, baseURL, 'dostabs');
  await shopper.goto('/Profile/shopping_card');
  await shopper.getByRole('radio', { name: /Stripe/ }).check();
  await shopper.getByRole('button', { name: 'Comprar tarjeta' }).click();
  await expect(shopper.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  // Before paying, the shopper pays the same purchase from another tab.
  const other = await context.newPage();
  await other.goto('/Profile/shopping_card');
  await other.getByRole('button', { name: 'Pagar ahora' }).click();
  await expect(other.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await other.getByRole('button', { name: 'Pagar' }).click();
  await expect(other.getByText('Acreditada')).toBeVisible();
  // Then in the first one: Stripe takes it again, and the shop owes it back.
  await shopper.getByRole('button', { name: 'Pagar' }).click();
  await expect(shopper).toHaveURL(/\/Profile\/shopping_card\?sale=\d+/);
  await expect(shopper.getByText('Reembolso pendiente')).toBeVisible();

  await page.goto(`/admin/sales_buy_card?refund=due&search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('checkbox', { name: 'Con pago por devolver' })).toBeChecked();
  await expect(page.getByText(/con Stripe · a devolver$/)).toBeVisible();
  await page.getByRole('button', { name: /^Devolver el pago de .* a Ana Pérez$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver el pago' });
  await expect(
    dialog.getByText(/a Ana Pérez a través de Stripe\? El dinero sale de la cuenta/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Devolver el pago' }).click();
  await expect(page.getByText('Pago devuelto: el cliente lo verá en su cuenta en unos días')).toBeVisible();
  // Given back, it leaves the filtered list; unfiltered, the sale says when.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ninguna venta coincide con la búsqueda.')).toBeVisible();
  // The filter lives in the address: the box reads checked again once the page has moved to the new one.
  await page.getByRole('checkbox', { name: 'Con pago por devolver' }).click();
  await expect(page.getByRole('checkbox', { name: 'Con pago por devolver' })).not.toBeChecked();
  await expect(page.getByText(/con Stripe · devuelto el /)).toBeVisible();
  await shopper.goto('/Profile/shopping_card');
  await expect(shopper.getByText(/^Te devolvimos .* el /)).toBeVisible();
  await expect(shopper.getByText('Reembolso pendiente')).toHaveCount(0);
  await context.close();
});
