import type {
  StaffOrderCustomer,
  StaffOrderProduct,
  StaffOrderQuoteBody,
  StaffOrderQuoteReply,
} from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { shippingOptions, vedado } from '../../../test/shipping';
import { adminOrder, signedIn } from '../test/fixtures';
import { Component as NewOrderPage } from './new-order-page';

const rosa: StaffOrderCustomer = {
  id: 41,
  name: 'Rosa Valdés',
  email: 'rosa@example.com',
  wholesaler: false,
  staff_note: 'Llamar antes de entregar: trabaja de mañana.',
  beneficiaries: [],
};

const coffee: StaffOrderProduct = {
  id: 7,
  name: 'Café molido Serrano',
  sku: 'CAFE-7',
  kind: 'simple',
  min_quantity: 1,
  price_formatted: '3,25 $',
  available: 10,
  variations: [],
};

const quote = (quantity: number, total: string, to_pay: number): StaffOrderQuoteReply => ({
  coin: 'USD',
  subtotal_formatted: total,
  shipment_formatted: '0,00 $',
  to_pay_formatted: total,
  to_pay,
  shipment_distance: null,
  free_shipping: false,
  discount: null,
  cart: {
    items: [
      {
        id: 0,
        product_id: 7,
        variation_id: null,
        slug: 'cafe-molido-serrano',
        name: 'Café molido Serrano',
        sku: 'CAFE-7',
        variant: null,
        image_url: null,
        kind: 'simple',
        quantity,
        min_quantity: 1,
        max_quantity: 10,
        unit_price: 325,
        unit_price_formatted: '3,25 $',
        line_total: 325 * quantity,
        line_total_formatted: total,
        expires_at: '2026-12-07T10:00:00.000Z',
        held_quantity: 0,
        offer_name: null,
      },
    ],
    count: quantity,
    subtotal: to_pay,
    subtotal_formatted: total,
    shipment_formatted: '0,00 $',
    to_pay_formatted: total,
    tax: 0,
    tax_formatted: '0,00 $',
    is_wholesaler: false,
    coin: { short_name: 'USD', symbol: '$', rate: '1', is_base: true, name: 'Dólar' } as never,
  },
});

function stubShop(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/shipping/options': { body: shippingOptions },
    'GET /api/admin/orders/new/customers': { body: { data: [rosa] } },
    'GET /api/admin/orders/new/products': { body: { data: [coffee] } },
    'GET /api/checkout/pickup-points': { body: { data: [vedado] } },
    'POST /api/admin/orders/new/quote': ({ body }) => {
      const quantity = (body as { lines: Array<{ quantity: number }> }).lines[0]?.quantity ?? 1;
      return { body: quantity === 2 ? quote(2, '6,50 $', 650) : quote(1, '3,25 $', 325) };
    },
    'POST /api/admin/orders/new': { status: 201, body: adminOrder({ id: 77, order_id: 'P-000077' }) },
    ...extra,
  });
}

function renderNewOrder(path = '/admin/orders/new') {
  return renderRoutes(
    [
      { path: '/admin/orders/new', Component: NewOrderPage },
      { path: '/admin/orders/:order/show', element: <p>order screen</p> },
    ],
    { path, user: signedIn(['read_orders', 'update_orders']) },
  );
}

const choose = async (user: ReturnType<typeof userEvent.setup>, box: string, option: string | RegExp) => {
  await user.click(screen.getByRole('combobox', { name: box }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('new order', { timeout: 20_000 }, () => {
  it('takes an order for a customer: found, products added, picked up, quoted and placed once', async () => {
    const fetchMock = stubShop();
    const user = userEvent.setup({ delay: null });
    renderNewOrder();

    expect(
      await screen.findByText('Elige el cliente, los productos y la entrega para ver el total.'),
    ).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Buscar al cliente' }), 'rosa');
    await user.click(await screen.findByRole('option', { name: 'Rosa Valdés · rosa@example.com' }));
    expect(screen.getByText('Rosa Valdés')).toBeTruthy();
    // What staff keep in mind about her, while she is on the phone (decision 104).
    expect(screen.getByText('Nota interna sobre el cliente')).toBeTruthy();
    expect(screen.getByText('Llamar antes de entregar: trabaja de mañana.')).toBeTruthy();

    await choose(user, 'Añadir un producto', /^Café molido Serrano · CAFE-7 · 3,25 \$ · 10 disponibles$/);
    const quantity = screen.getByRole('textbox', { name: 'Cantidad de Café molido Serrano' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(await screen.findByText('Entre 1 y 10')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '2');

    await user.click(screen.getByRole('radio', { name: 'Recogida en un punto de venta' }));
    await choose(user, 'Punto de recogida', 'Tienda Vedado · Calle 23 No. 456');
    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(await within(summary).findByText('2 × 3,25 $')).toBeTruthy();
    expect(within(summary).getAllByText('6,50 $').length).toBeGreaterThan(0);
    // Twelve, out of range, was never quoted.
    expect(
      callsTo(fetchMock, 'POST /api/admin/orders/new/quote').map(
        (call) => (call.body as StaffOrderQuoteBody).lines[0]?.quantity,
      ),
    ).not.toContain(12);

    const create = screen.getByRole('button', { name: 'Crear pedido' });
    expect(create.hasAttribute('disabled')).toBe(true);
    await choose(user, 'Forma de pago', 'Efectivo al recoger');
    await user.click(create);
    expect(await screen.findByText('order screen')).toBeTruthy();
    expect(screen.getByText('Pedido P-000077 creado a nombre de Rosa Valdés')).toBeTruthy();
    const [placed] = callsTo(fetchMock, 'POST /api/admin/orders/new');
    expect(placed?.body).toEqual({
      customer_id: 41,
      lines: [{ product_id: 7, variation_id: null, quantity: 2 }],
      delivery_method: 'pickup',
      beneficiary_id: null,
      location: null,
      point_of_sale_id: 3,
      alternative_beneficiary_id: null,
      pay_form: 'cash_on_pickup',
      expected_total: 650,
    });
  });

  it('says why the server refuses the quote, and that a customer has no address yet', async () => {
    stubShop({
      'POST /api/admin/orders/new/quote': {
        status: 422,
        body: { message: 'Solo quedan 1 unidades disponibles de este producto' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderNewOrder();
    await user.type(await screen.findByRole('combobox', { name: 'Buscar al cliente' }), 'rosa');
    await user.click(await screen.findByRole('option', { name: /Rosa Valdés/ }));
    await choose(user, 'Añadir un producto', /Café molido Serrano/);
    await user.click(screen.getByRole('radio', { name: 'Entrega a domicilio' }));
    expect(await screen.findByText(/^Este cliente aún no tiene direcciones guardadas/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Recogida en un punto de venta' }));
    await choose(user, 'Punto de recogida', /Tienda Vedado/);
    const alert = await within(screen.getByRole('region', { name: 'Resumen' })).findByRole('alert');
    expect(alert.textContent).toBe('Solo quedan 1 unidades disponibles de este producto');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Crear pedido' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('starts from an order to repeat: its customer and lines, and names what is no longer sold', async () => {
    const fetchMock = stubShop({
      'GET /api/admin/orders/new/from/123': {
        body: {
          customer: rosa,
          lines: [{ product: coffee, variation_id: null, quantity: 2 }],
          missing: ['Té verde en bolsitas'],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderNewOrder('/admin/orders/new?from=123');
    expect(await screen.findByText('Repites el pedido P-000123')).toBeTruthy();
    expect(screen.getByText('Ya no se vende y no se ha añadido: Té verde en bolsitas.')).toBeTruthy();
    expect(screen.getByText('Rosa Valdés')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Cantidad de Café molido Serrano' }) as HTMLInputElement).value,
    ).toBe('2');
    await user.click(screen.getByRole('radio', { name: 'Recogida en un punto de venta' }));
    await choose(user, 'Punto de recogida', /Tienda Vedado/);
    expect(
      await within(screen.getByRole('region', { name: 'Resumen' })).findByText('2 × 3,25 $'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/orders/new/quote').at(-1)?.body).toMatchObject({
      customer_id: 41,
      lines: [{ product_id: 7, variation_id: null, quantity: 2 }],
    });
  });

  it('adds an address for a caller who has none, and the order goes there', async () => {
    const fetchMock = stubShop({
      'POST /api/admin/orders/new/customers/41/beneficiaries': ({ body }) => ({
        status: 201,
        body: {
          ...(body as object),
          id: 90,
          province_name: 'La Habana',
          municipality_name: 'Plaza de la Revolución',
          location: null,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderNewOrder();
    await user.type(await screen.findByRole('combobox', { name: 'Buscar al cliente' }), 'rosa');
    await user.click(await screen.findByRole('option', { name: /Rosa Valdés/ }));
    await user.click(screen.getByRole('radio', { name: 'Entrega a domicilio' }));
    expect(await screen.findByText(/^Este cliente aún no tiene direcciones guardadas/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir una dirección' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva dirección del cliente' }));
    await user.type(dialog.getByRole('textbox', { name: /^Nombre/ }), 'Julia');
    await user.type(dialog.getByRole('textbox', { name: /^Apellidos/ }), 'Martínez');
    await user.type(dialog.getByRole('textbox', { name: /^Teléfono/ }), '5 566 7788');
    await user.click(dialog.getByRole('combobox', { name: /^Provincia/ }));
    await user.click(await screen.findByRole('option', { name: 'La Habana' }));
    await user.click(dialog.getByRole('combobox', { name: /^Municipio/ }));
    await user.click(await screen.findByRole('option', { name: 'Plaza de la Revolución' }));
    await user.type(dialog.getByRole('textbox', { name: /^Calle principal/ }), 'Paseo');
    await user.type(dialog.getByRole('textbox', { name: /^Entre la calle/ }), '25');
    await user.type(dialog.getByRole('textbox', { name: /^Y la calle/ }), '27');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Dirección añadida a las del cliente')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Dirección de entrega' }) as HTMLInputElement).value,
      ).toMatch(/^Julia Martínez · Paseo entre 25 y 27/),
    );
    expect(
      callsTo(fetchMock, 'POST /api/admin/orders/new/customers/41/beneficiaries')[0]?.body,
    ).toMatchObject({
      name: 'Julia',
      last_name: 'Martínez',
      municipality: 'la-habana/plaza-de-la-revolucion',
      main_street: 'Paseo',
    });
  });

  it('starts with the customer a customer’s page names, or says they cannot be ordered for', async () => {
    stubShop({
      'GET /api/admin/orders/new/customers': ({ url }) => ({
        body: { data: url.searchParams.get('customer_id') === '41' ? [rosa] : [] },
      }),
    });
    const { unmount } = renderNewOrder('/admin/orders/new?customer=41');
    expect(await screen.findByText('Rosa Valdés')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar de cliente' })).toBeTruthy();
    unmount();

    renderNewOrder('/admin/orders/new?customer=42');
    expect(
      await screen.findByText('Ese cliente ya no existe o su cuenta está desactivada: búscalo de nuevo.'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Buscar al cliente' })).toBeTruthy();
  });
});
