import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { beneficiary, MARIA, PEDRO } from '../../beneficiaries/test/fixtures';
import { cartWithRice, coinsStub, pickupQuote, shippingOptions, vedado } from '../test/fixtures';
import { Component as CheckoutPage } from './checkout-page';

const routes = [
  { path: '/checkout', Component: CheckoutPage },
  { path: '/orders/:order/success-page', element: <p>success screen</p> },
];

function showCheckout(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...coinsStub,
    'GET /api/shop-cart-data': { body: cartWithRice },
    'GET /api/shipping/options': { body: shippingOptions },
    'GET /api/beneficiaries': { body: { data: [] } },
    'GET /api/checkout/pickup-points': { body: { data: [vedado] } },
    ...handlers,
  });
  return { fetchMock, ...renderRoutes(routes, { path: '/checkout', user: testUser() }) };
}

describe('checkout page', () => {
  it('says what is missing before placing an order', async () => {
    // Two points and two pay forms: one of each would be taken for the shopper.
    showCheckout({
      'GET /api/checkout/pickup-points': {
        body: { data: [vedado, { ...vedado, id: 4, name: 'Tienda Miramar' }] },
      },
      'GET /api/shipping/options': {
        body: {
          ...shippingOptions,
          pay_forms: { ...shippingOptions.pay_forms, pickup: shippingOptions.pay_forms.home },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Elige cómo recibir el pedido.')).toBeTruthy();
    // The first step in error comes into focus: the button is below every step, out of sight of the message.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('region', { name: '¿Cómo quieres recibir el pedido?' }),
      ),
    );
    await userEvent.click(screen.getByText('Recogida en punto de venta'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Elige el punto de venta donde recoger el pedido.')).toBeTruthy();
    expect(screen.getByText('Elige una forma de pago.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: '¿Dónde lo recoges?' })),
    );
  });

  it('tells how long a transfer has to be paid in, and nothing of the kind for cash on delivery', async () => {
    showCheckout();
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    const transfer = (await screen.findByText('Transferencia')).closest('label, [role="radio"], button');
    expect(transfer?.textContent).toContain('Págalo en la próxima hora; si no, el pedido se cancela.');
    const cash = screen.getByText('Efectivo contra entrega').closest('label, [role="radio"], button');
    expect(cash?.textContent).not.toContain('se cancela');
    expect(screen.getAllByText(/si no, el pedido se cancela/)).toHaveLength(1);
  });

  it('tells a wholesaler, under every pay form, the share to pay in advance and by when', async () => {
    showCheckout({ 'GET /api/shop-cart-data': { body: { ...cartWithRice, is_wholesaler: true } } });
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    await screen.findByText('Transferencia');
    expect(
      screen.getAllByText('Adelanta el 50 % en la próxima hora; si no, el pedido se cancela.'),
    ).toHaveLength(2);
  });

  it("starts the map at the point of the beneficiary's last delivery, and keeps a point the shopper marked", async () => {
    const door = { longitude: -82.3849, latitude: 23.1252 };
    const { fetchMock } = showCheckout({
      'GET /api/beneficiaries': { body: { data: [beneficiary({ location: door }), PEDRO] } },
    });
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    const remembered = `Está marcado donde entregamos a ${MARIA.name} la última vez. Muévelo si esta vez es en otro lugar.`;
    const latitude = async () => ((await screen.findByLabelText('Latitud')) as HTMLInputElement).value;

    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(MARIA.name) }));
    expect(await screen.findByText(remembered)).toBeTruthy();
    expect(await latitude()).toBe('23,1252');
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/checkout/quote')).toMatchObject({
        beneficiary_id: 1,
        location: door,
      }),
    );

    // Pedro has had no delivery: María's door is not his.
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(PEDRO.name) }));
    expect(screen.queryByText(remembered)).toBeNull();
    expect(await latitude()).toBe('');

    // A point the shopper types is theirs: picking another beneficiary keeps it.
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(MARIA.name) }));
    expect(await latitude()).toBe('23,1252');
    await userEvent.clear(screen.getByLabelText('Latitud'));
    await userEvent.type(screen.getByLabelText('Latitud'), '23,13');
    expect(screen.queryByText(remembered)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(PEDRO.name) }));
    expect(await latitude()).toBe('23,13');
  });

  it('takes the only beneficiary a shopper has for a home delivery', async () => {
    showCheckout({ 'GET /api/beneficiaries': { body: { data: [MARIA] } } });
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    const maria = await screen.findByRole('radio', { name: new RegExp(MARIA.name) });
    await waitFor(() => expect(maria.getAttribute('aria-checked')).toBe('true'));
    // Nobody else to name as the second beneficiary: the choice is not offered.
    expect(screen.queryByRole('combobox', { name: 'Segundo beneficiario (opcional)' })).toBeNull();
  });

  it('leaves the choice to a shopper with two beneficiaries', async () => {
    showCheckout({ 'GET /api/beneficiaries': { body: { data: [MARIA, PEDRO] } } });
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    for (const name of [MARIA.name, PEDRO.name]) {
      const radio = await screen.findByRole('radio', { name: new RegExp(name) });
      expect(radio.getAttribute('aria-checked')).toBe('false');
    }
  });

  it('offers the other beneficiaries as the second one, never the first', async () => {
    const { fetchMock } = showCheckout({
      'GET /api/beneficiaries': { body: { data: [MARIA, PEDRO] } },
      'POST /api/checkout/quote': { body: pickupQuote },
      'POST /api/orders': { status: 201, body: { id: 43 } },
    });
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(MARIA.name) }));
    const second = screen.getByRole('combobox', {
      name: 'Segundo beneficiario (opcional)',
    }) as HTMLSelectElement;
    const offered = () => [...second.options].map((option) => option.text);
    expect(offered()).toEqual(['Ninguno', `${PEDRO.name} ${PEDRO.last_name}`]);
    await userEvent.selectOptions(second, `${PEDRO.name} ${PEDRO.last_name}`);
    expect(second.value).toBe(String(PEDRO.id));

    // Pedro chosen first is no longer the second: nobody is, and the order names him once.
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(PEDRO.name) }));
    expect(offered()).toEqual(['Ninguno', `${MARIA.name} ${MARIA.last_name}`]);
    expect(second.value).toBe('');
    await userEvent.type(screen.getByLabelText('Longitud'), '-82,38');
    await userEvent.type(screen.getByLabelText('Latitud'), '23,13');
    await userEvent.click(await screen.findByText('Efectivo contra entrega'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('success screen')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /api/orders')).toMatchObject({
      beneficiary_id: PEDRO.id,
      alternative_beneficiary_id: null,
    });
  });

  it('takes the only pickup point holding the order and the only pay form for a pickup', async () => {
    const { fetchMock } = showCheckout({ 'POST /api/checkout/quote': { body: pickupQuote } });
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/checkout/quote')).toMatchObject({ point_of_sale_id: 3 }),
    );
    // A radio card: a button that says it is checked.
    expect(screen.getByRole('radio', { name: /Efectivo al recoger/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('places a pickup order and goes to its success page', async () => {
    const { fetchMock } = showCheckout({
      'GET /api/beneficiaries': { body: { data: [MARIA] } },
      'POST /api/checkout/quote': { body: pickupQuote },
      'POST /api/orders': { status: 201, body: { id: 41 } },
    });
    // Home delivery first takes the only beneficiary; the pickup chosen after it names nobody.
    await userEvent.click(await screen.findByText('Entrega a domicilio'));
    const maria = await screen.findByRole('radio', { name: new RegExp(MARIA.name) });
    await waitFor(() => expect(maria.getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(screen.getByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    // The point's phone as people read it, as the footer writes the shop's.
    expect(screen.getByText(/\+53 7830 1234/)).toBeTruthy();
    await userEvent.click(await screen.findByText('Efectivo al recoger'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('success screen')).toBeTruthy();
    const placed = fetchMock.mock.calls.find(
      ([, init]) => init?.method === 'POST' && String(init.body).includes('pay_form'),
    );
    expect(JSON.parse(String(placed?.[1]?.body))).toMatchObject({
      delivery_method: 'pickup',
      beneficiary_id: null,
      alternative_beneficiary_id: null,
      point_of_sale_id: 3,
      pay_form: 'cash_on_pickup',
      expected_total: 500,
    });
  });

  it('shows the new total when it moved while the shopper reviewed it, and places the order with it', async () => {
    let price = 500;
    const quoted = () => ({
      coin: 'USD',
      subtotal_formatted: `${price / 100},00 $`,
      shipment_formatted: '0,00 $',
      to_pay_formatted: `${price / 100},00 $`,
      to_pay: price,
      shipment_distance: null,
      free_shipping: false,
    });
    const { fetchMock } = showCheckout({
      'POST /api/checkout/quote': () => ({ body: quoted() }),
      'POST /api/orders': ({ body }) =>
        (body as { expected_total?: number }).expected_total === price
          ? { status: 201, body: { id: 42 } }
          : {
              status: 422,
              body: {
                message:
                  'El total del pedido cambió mientras lo revisabas: comprueba el nuevo total y confirma de nuevo',
                errors: { expected_total: ['El total del pedido cambió'] },
              },
            },
    });
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    await userEvent.click(await screen.findByText('Efectivo al recoger'));
    expect(await screen.findAllByText('5,00 $')).not.toHaveLength(0);

    // An offer ends while the page is open: the order is refused and the page asks for the new total.
    price = 600;
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(
      await screen.findByText(
        'El total del pedido cambió mientras lo revisabas: comprueba el nuevo total y confirma de nuevo',
      ),
    ).toBeTruthy();
    expect(await screen.findAllByText('6,00 $')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('success screen')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /api/orders', 0)).toMatchObject({ expected_total: 500 });
    expect(sentBody(fetchMock, 'POST /api/orders', 1)).toMatchObject({ expected_total: 600 });
  });

  it("shows a refused quote in the server's words, and any other failure as the price error", async () => {
    let status = 422;
    showCheckout({
      'POST /api/checkout/quote': () =>
        status === 422
          ? { status, body: { message: 'Municipio o provincia no disponible' } }
          : { status, body: { message: 'Internal Server Error' } },
    });
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    expect(await screen.findByText('Municipio o provincia no disponible')).toBeTruthy();

    status = 503;
    await userEvent.click(screen.getByText('Entrega a domicilio'));
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    expect(await screen.findByText('Error en el cálculo del precio del envío')).toBeTruthy();
  });

  it('keeps a pasted note past 300 characters whole, says so, and places nothing', async () => {
    const { fetchMock } = showCheckout({
      'POST /api/checkout/quote': {
        body: { coin: 'USD', subtotal_formatted: '5,00 $', to_pay_formatted: '5,00 $' },
      },
    });
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    await userEvent.click(await screen.findByText('Efectivo al recoger'));
    const note = screen.getByLabelText(/Nota/);
    await userEvent.click(note);
    await userEvent.paste('a'.repeat(301));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('No puede tener más de 300 caracteres')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toHaveLength(301);
    const placed = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/orders'));
    expect(placed).toHaveLength(0);
  });

  it('refuses a coupon code with a space or past its length before asking the server', async () => {
    const { fetchMock } = showCheckout();
    const code = await screen.findByLabelText(/Cupón/);
    await userEvent.type(code, 'VERANO 10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(/Solo letras, números y guiones/)).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.paste('A'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('No puede tener más de 30 caracteres')).toBeTruthy();
    expect((code as HTMLInputElement).value).toHaveLength(41);
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('coupon'))).toBe(false);
  });

  it('shows a coupon refusal beside the code, and any other refusal only above the button', async () => {
    let reply: { status: number; body: unknown } = { status: 200, body: pickupQuote };
    showCheckout({ 'POST /api/checkout/quote': () => reply });
    await userEvent.click(await screen.findByText('Recogida en punto de venta'));
    await userEvent.click(await screen.findByText('Tienda Vedado'));
    const unknown = 'Ese cupón no existe o ya no está vigente';
    reply = { status: 422, body: { message: unknown, errors: { coupon: [unknown] } } };
    await userEvent.type(await screen.findByLabelText(/Cupón/), 'NOEXISTE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    // Beside the code and in the alert.
    await waitFor(() => expect(screen.getAllByText(unknown)).toHaveLength(2));
    expect(screen.getByLabelText(/Cupón/).getAttribute('aria-invalid')).toBe('true');

    const tooMany = 'Tienes 5 pedidos sin pagar: paga o cancela alguno antes de hacer otro';
    reply = { status: 422, body: { message: tooMany } };
    await userEvent.clear(screen.getByLabelText(/Cupón/));
    await userEvent.type(screen.getByLabelText(/Cupón/), 'HOLA-10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    // The coupon is not what was refused: it reads as applied, and the reason is said once.
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(screen.getAllByText(tooMany)).toHaveLength(1);
    expect(screen.queryByLabelText(/Cupón/)).toBeNull();
  });
});
