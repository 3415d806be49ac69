import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiAs,
  openAdminArea,
  PASSWORD,
  pickupOrderThroughApi,
  signedInCustomer,
  signInThroughForm,
} from './support/api';
import { expect, test } from './support/test';

/** Types into a back-office list's search and waits until the list has taken it (the box waits for a pause). */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Buscar').fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
}

/** Staff confirm the transfer of the shopper's waiting card sale (a purchase or a recharge) from the sales list. */
async function confirmCardSale(page: Page, email: string) {
  await searchFor(page, email);
  await page.getByRole('button', { name: 'Confirmar el pago de Ana Pérez' }).click();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Pago confirmado: tarjeta acreditada')).toBeVisible();
}

test('a shopper buys a gift card, staff confirm its payment, the shopper sets its PIN, pays an order with it and recharges it', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context: shopperContext, page: shopper } = await signedInCustomer(browser, baseURL, 'lia');

  // Buying: from the account menu, one of the offered amounts, paid by transfer.
  await shopper.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await shopper.getByRole('menuitem', { name: 'Tarjetas de regalo' }).click();
  await expect(shopper.getByRole('heading', { name: 'Mis tarjetas de regalo' })).toBeVisible();
  await shopper.getByText('25,00 $').click();
  await shopper.getByRole('radio', { name: 'Transferencia' }).check();
  await shopper.getByRole('button', { name: 'Comprar tarjeta' }).click();
  await expect(
    shopper.getByText('Solicitud registrada: la tarjeta se acredita cuando se confirme el pago'),
  ).toBeVisible();
  await expect(shopper.getByText('Pendiente de pago')).toBeVisible();

  // Staff see the sale and confirm its payment.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Ventas', 'Ventas de tarjetas');
  await confirmCardSale(page, email);

  // The card is the shopper's now: they give it a PIN.
  await shopper.reload();
  await shopper.getByRole('link', { name: /^Abrir la tarjeta/ }).click();
  await expect(shopper.getByText('25,00 $').first()).toBeVisible();
  const number = (await shopper.getByText(/^\d{4} \d{4} \d{4} \d{4}$/).textContent()) ?? '';
  await shopper.getByLabel('PIN', { exact: true }).fill('2468');
  await shopper.getByRole('button', { name: 'Asignar PIN' }).click();
  await expect(shopper.getByText('PIN guardado')).toBeVisible();
  // The card stays on screen, ready for a PIN change (the reply carries no ledger; the page keeps the one it shows).
  await expect(shopper.getByRole('button', { name: 'Cambiar PIN' })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Movimientos' })).toBeVisible();

  // An order of 4,50 $, paid from its page with the card.
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const orderId = await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g');
  await shopper.goto(`/orders/${orderId}/show`);
  await shopper.getByRole('link', { name: 'Pagar con tarjeta de regalo' }).click();
  // Their own card is offered: picked, it fills the number and leaves the PIN to type.
  await shopper
    .getByRole('radio', { name: new RegExp(`^Tarjeta terminada en ${number.slice(-4)} · saldo 25,00`) })
    .check();
  await expect(shopper.getByLabel('Número de la tarjeta')).toHaveValue(number);
  await shopper.getByLabel('PIN de 4 dígitos').fill('1111');
  await shopper.getByRole('button', { name: 'Pagar' }).click();
  await expect(
    shopper.getByRole('alert').filter({ hasText: 'Número de tarjeta o PIN incorrecto' }),
  ).toBeVisible();
  await shopper.getByLabel('PIN de 4 dígitos').fill('2468');
  await shopper.getByRole('button', { name: 'Pagar' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/orders/${orderId}/success-page$`));
  await expect(shopper.getByText('Pago aceptado con éxito')).toBeVisible();

  // The card shows what it paid; staff see it in the card's ledger.
  await shopper.goto('/Profile/shopping_card');
  await expect(shopper.getByText('20,50 $')).toBeVisible();
  await page.goto('/admin/gift_Cards');
  await searchFor(page, email);
  await page.getByRole('link', { name: `Ver los movimientos de la tarjeta ${number}` }).click();
  await expect(page).toHaveURL(/\/admin\/shopping_card\/\d+$/);
  await expect(page.getByText('Pago de pedido')).toBeVisible();
  await expect(page.getByText('−4,50 $')).toBeVisible();

  // A recharge of 10,50 $, typed as Spanish writes it and paid by transfer: the card grows once staff confirm it.
  await shopper.getByRole('link', { name: /^Abrir la tarjeta/ }).click();
  await shopper.getByRole('link', { name: 'Recargar' }).click();
  await expect(shopper.getByRole('heading', { name: 'Recargar la tarjeta' })).toBeVisible();
  await shopper.getByLabel('Importe en USD').fill('10,50');
  await shopper.getByRole('radio', { name: 'Transferencia' }).check();
  await shopper.getByRole('button', { name: 'Solicitar recarga' }).click();
  await expect(
    shopper.getByText('Solicitud registrada: la tarjeta se acredita cuando se confirme el pago'),
  ).toBeVisible();
  await expect(shopper.getByText('Transferencia · 10,50 $')).toBeVisible();
  await page.goto('/admin/sales_buy_card');
  await confirmCardSale(page, email);
  await shopper.goto('/Profile/shopping_card');
  await expect(shopper.getByText('31,00 $')).toBeVisible();
  await api.dispose();
  await shopperContext.close();
});
