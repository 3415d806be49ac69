import {
  ADMIN,
  apiAs,
  beneficiaryThroughApi,
  openAdminArea,
  prepareWholesaleOrderThroughApi,
  signInThroughForm,
  WHOLESALER,
} from './support/api';
import { expect, test } from './support/test';

test('a wholesaler reserves, staff approve, the reservation becomes an order that is delivered, and the history shows each step', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const wholesaler = await apiAs(baseURL as string, WHOLESALER.email, WHOLESALER.password);
  const recipient = `Tienda ${Date.now().toString(36)}`;
  await beneficiaryThroughApi(wholesaler, recipient, 'Almacén');

  // The wholesaler asks for 20 bags of beans from "Mis reservas" in the account menu.
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const shopper = await context.newPage();
  await signInThroughForm(shopper, WHOLESALER.email, WHOLESALER.password);
  await shopper.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await shopper.getByRole('menuitem', { name: 'Mis reservas' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible();
  await shopper.getByRole('button', { name: 'Nueva reserva' }).click();
  const form = shopper.getByRole('dialog', { name: 'Nueva reserva' });
  await form.getByRole('combobox', { name: 'Añadir producto' }).fill('Frijoles');
  await shopper.getByRole('option', { name: /^Frijoles negros 1 kg/ }).click();
  const quantity = form.getByRole('textbox', { name: 'Cantidad de Frijoles negros 1 kg' });
  await expect(quantity).toHaveValue('15');
  await quantity.fill('20');
  await form.getByRole('textbox', { name: 'Nota' }).fill(`Para ${recipient}`);
  await form.getByRole('button', { name: 'Enviar reserva' }).click();
  await expect(shopper.getByText('Reserva enviada: te avisaremos cuando la revisemos')).toBeVisible();
  const card = shopper.getByRole('article').filter({ hasText: `Para ${recipient}` });
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  const id = (await card.getAttribute('aria-label'))?.match(/\d+/)?.[0] as string;

  // Staff approve it from the back office's list.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The dashboard counts it among the reservations to decide, and opens them.
  const toDecide = page.getByRole('region', { name: 'Reservas por decidir' });
  await toDecide.getByRole('link', { name: 'Decidir las reservas' }).click();
  await expect(page).toHaveURL(/\/admin\/reservations\?status=pending$/);
  await expect(page.getByRole('button', { name: `Aprobar la reserva n.º ${id}` })).toBeVisible();
  await page.goto('/admin');
  await openAdminArea(page, 'Ventas', 'Reservas');
  await expect(page).toHaveURL(/\/admin\/reservations$/);
  await page.getByRole('button', { name: `Aprobar la reserva n.º ${id}` }).click();
  await expect(page.getByText('Reserva aprobada')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `N.º ${id}` });
  await expect(row.getByText('Aprobada', { exact: true })).toBeVisible();

  // The wholesaler orders it: home delivery to their shop, cash on delivery.
  await shopper.reload();
  await card.getByRole('link', { name: 'Hacer el pedido' }).click();
  await expect(shopper.getByRole('heading', { name: `Pedido de la reserva n.º ${id}` })).toBeVisible();
  await expect(shopper.getByText('Frijoles negros 1 kg').first()).toBeVisible();
  await shopper.getByText('Entrega a domicilio', { exact: true }).click();
  await shopper.getByRole('radio', { name: new RegExp(`^${recipient}`) }).click();
  await shopper.getByRole('application', { name: 'Lugar de entrega en el mapa' }).click();
  await expect(shopper.getByRole('textbox', { name: 'Latitud' })).not.toHaveValue('');
  await shopper.getByRole('main').getByText('Efectivo contra entrega', { exact: true }).click();
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  const orderId = Number(shopper.url().match(/orders\/(\d+)\//)?.[1]);
  await shopper.goto('/Profile/Reservations');
  await expect(card.getByText('Pedido hecho', { exact: true })).toBeVisible();
  await context.close();

  // Once prepaid and prepared, it is on the delivery round, where it is sent and delivered.
  await prepareWholesaleOrderThroughApi(await apiAs(baseURL as string, ADMIN.email, ADMIN.password), orderId);
  await openAdminArea(page, 'Ventas', 'Reparto');
  const stop = page.getByRole('article').filter({ hasText: `${recipient} Almacén` });
  await stop.getByRole('button', { name: /como salido a reparto$/ }).click();
  await expect(stop.getByText(/^En camino desde .* \(Super Administrador\)$/)).toBeVisible();
  await stop.getByRole('button', { name: /como entregado$/ }).click();
  await page
    .getByRole('dialog', { name: '¿Pedido entregado?' })
    .getByRole('button', { name: 'Entregado' })
    .click();
  await expect(page.getByText(`${recipient} Almacén`)).toHaveCount(0);

  // The product's history: held by the reservation, then handed to the order.
  await page.goto('/admin/products/frijoles-negros-1-kg/edit');
  const history = page.getByRole('table', { name: 'Movimientos de existencias de Frijoles negros 1 kg' });
  const held = history.getByRole('row').filter({ hasText: `Reserva n.º ${id}` });
  await expect(held.getByText('+20 apartadas')).toBeVisible();
  const converted = history.getByRole('row').filter({ hasText: 'Reserva convertida en pedido' }).first();
  await expect(converted.getByText('−20 apartadas')).toBeVisible();
  await expect(converted.getByRole('link', { name: /^P-\d{6}$/ })).toBeVisible();
});
