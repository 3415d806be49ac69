import type { OrderPayment, Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { adminOrder, CANCELLED, CONFIRMED, DELIVERED, STATUSES, signedIn } from '../test/fixtures';
import { Component as OrderShowPage } from './order-show-page';

const ORDER = 'GET /api/admin/orders/123';
const NOTE_AT = '2025-03-02T14:05:00.000Z';

function renderShow(permissions: Permission[] = ['ALL']) {
  return renderRoutes([{ path: '/admin/orders/:order/show', Component: OrderShowPage }], {
    path: '/admin/orders/123/show',
    user: signedIn(permissions),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

/** An online payment the shop owes back (the order was cancelled after it was paid). */
const owedPayment = (payment: Pick<OrderPayment, 'id' | 'method' | 'reference'>): OrderPayment => ({
  ...payment,
  amount_formatted: '25,00 $',
  refund_due: true,
  refunded_at: null,
  created_at: '2025-03-01T16:00:00.000Z',
});

describe('order page', { timeout: 20_000 }, () => {
  it('shows the order: customer, recipients, delivery point, payment, lines, amounts, rates and history', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder() } });
    renderShow();

    expect(await screen.findByRole('heading', { name: 'Pedido P-000123' })).toBeTruthy();
    const customer = section('Cliente');
    expect(within(customer).getByText('luis@example.com')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: 'Ver sus pedidos' }).getAttribute('href')).toBe(
      '/admin/orders?customer_id=9',
    );
    expect(within(customer).getByRole('link', { name: 'Ver su cuenta' }).getAttribute('href')).toBe(
      '/admin/users/9',
    );
    const recipients = section('Destinatario');
    expect(within(recipients).getByText('María López')).toBeTruthy();
    expect(within(recipients).getByText('85010112345')).toBeTruthy();
    expect(within(recipients).getByText('Calle 23 entre L y M, Apto 4')).toBeTruthy();
    expect(within(recipients).getAllByText('Playa')).toHaveLength(2);
    expect(within(recipients).getAllByText('La Habana')).toHaveLength(2);
    expect(within(recipients).getByText('Pedro Ruiz')).toBeTruthy();
    expect(within(recipients).getByText('Calle 23 esquina a L')).toBeTruthy();
    // Placed by the customer themselves: no one took it for them.
    expect(within(customer).queryByText(/Tomado por/)).toBeNull();
    const delivery = section('Entrega');
    expect(within(delivery).getByText('A domicilio')).toBeTruthy();
    const map = within(delivery).getByRole('link', { name: /23,1136; -82,383/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=23.1136&mlon=-82.383#map=17/23.1136/-82.383',
    );
    expect(within(delivery).getByText('4,2 km')).toBeTruthy();
    expect(within(delivery).getByText('5,00 $')).toBeTruthy();
    expect(within(section('Pago')).getByText('Transfiera a la cuenta 1234.')).toBeTruthy();
    const line = within(section('Productos')).getByText('Camiseta básica').closest('tr') as HTMLElement;
    expect(within(line).getByText('Talla M')).toBeTruthy();
    expect(within(line).getByText('ROPA-000021')).toBeTruthy();
    expect(within(line).getByText('10,00 $')).toBeTruthy();
    expect(within(line).getByText('20,00 $')).toBeTruthy();
    expect(within(section('Productos')).getByText('25,00 $')).toBeTruthy();
    expect(within(section('Nota del cliente')).getByText('Llamar antes de llegar')).toBeTruthy();
    expect(within(section('Tasas de cambio del pedido')).getByText('1,05')).toBeTruthy();
    expect(within(section('Historial de estados')).getByText(/Luis Gómez ·/)).toBeTruthy();
  });

  it('says who took an order for its customer, and offers to take it again', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ placed_by: { id: 7, name: 'Ana Pérez' } }) } });
    renderShow();
    const customer = await screen.findByRole('region', { name: 'Cliente' });
    expect(await within(customer).findByText('Tomado por Ana Pérez en nombre del cliente')).toBeTruthy();
    // The other orders she took, in the list.
    expect(
      within(customer).getByRole('link', { name: 'Pedidos tomados por Ana Pérez' }).getAttribute('href'),
    ).toBe('/admin/orders?placed_by=7');
    expect(screen.getByRole('link', { name: 'Repetir pedido' }).getAttribute('href')).toBe(
      '/admin/orders/new?from=123',
    );
  });

  it('shows what staff keep in mind about the customer, off the printed order', async () => {
    stubApi({
      ...STATUSES,
      [ORDER]: {
        body: adminOrder({
          customer: {
            id: 9,
            name: 'Luis Gómez',
            email: 'luis@example.com',
            staff_note: 'Paga por transferencia.',
          },
        }),
      },
    });
    renderShow();
    const customer = await screen.findByRole('region', { name: 'Cliente' });
    const note = await within(customer).findByText('Paga por transferencia.');
    expect(within(customer).getByText('Nota interna sobre el cliente')).toBeTruthy();
    expect(note.closest('[data-no-print]')).not.toBeNull();
  });

  it('says when the customer has no account any more, and a pickup as such', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ customer: null, delivery_method: 'pickup' }) } });
    renderShow();
    const customer = await screen.findByRole('region', { name: 'Cliente' });
    expect(await within(customer).findByText('Sin cuenta de cliente')).toBeTruthy();
    expect(within(section('Entrega')).getByText('Recogida')).toBeTruthy();
    // Nobody to take it again for.
    expect(screen.queryByRole('link', { name: 'Repetir pedido' })).toBeNull();
  });

  it('changes the status with a reason, shows the message and the new status', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'PUT /api/admin/orders/123/status': {
        body: {
          message: 'Estado cambiado exitosamente',
          order: adminOrder({ status: CONFIRMED, status_reason: 'Cliente confirmó por teléfono' }),
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await user.click(await screen.findByRole('combobox', { name: 'Nuevo estado' }));
    // The current status is not offered: moving to it changes nothing.
    expect(screen.queryByRole('option', { name: 'Nuevo' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Confirmado' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Motivo (opcional)' }),
      'Cliente confirmó por teléfono',
    );
    expect(screen.getByText('29/250 caracteres')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    expect(await screen.findByText('Estado cambiado exitosamente')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/status')[0]?.body).toEqual({
      status_id: 2,
      reason: 'Cliente confirmó por teléfono',
    });
    expect(await screen.findByText('Confirmado')).toBeTruthy();
    expect(screen.getAllByText('Cliente confirmó por teléfono').length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: 'Motivo (opcional)' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('asks for a status before sending, and shows the server refusal', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'PUT /api/admin/orders/123/status': {
        status: 422,
        body: {
          message: 'No se pudo cambiar el estado',
          errors: { status_id: ['Producto sin disponibilidad'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await user.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/status')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Nuevo estado' }));
    await user.click(await screen.findByRole('option', { name: 'Entregado' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('No se pudo cambiar el estado')).toBeTruthy();
    expect(screen.getByText('Producto sin disponibilidad')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/status')[0]?.body).toEqual({ status_id: 3 });
  });

  it('offers no status change once the status is final', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ status: DELIVERED, can_pay: false }) } });
    renderShow();

    expect(await screen.findByText(/El pedido está en un estado final/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cambiar estado' }) as HTMLButtonElement).disabled).toBe(true);
  });

  const prepayment = { amount_formatted: '38,00 $', percentage: 50, satisfied: false };

  it('speaks of a wholesale prepayment while the order owes it', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ wholesale: true, prepayment }) } });
    renderShow();
    expect(await screen.findByText('Prepago (50 %)')).toBeTruthy();
    expect(screen.getByText('38,00 $ · pendiente: el pedido no puede avanzar')).toBeTruthy();
  });

  it('says nothing of the prepayment once the order is cancelled: it cannot advance anyway', async () => {
    const cancelled = { wholesale: true, prepayment, payment_status: 'cancelled' as const, can_pay: false };
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder(cancelled) } });
    renderShow();
    expect((await screen.findAllByText('Pago cancelado')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Prepago (50 %)')).toBeNull();
  });

  it('offers no invoice for a cancelled order, which the server would refuse, even one that was paid', async () => {
    // Staff cancelled it after payment: the payment stays "paid" (a card payment is refunded), the status is cancelled.
    const cancelled = { status: CANCELLED, payment_status: 'paid' as const, can_pay: false };
    stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder(cancelled) },
      'GET /api/admin/orders/123/invoice': { body: null },
    });
    renderShow();
    const invoice = await screen.findByRole('region', { name: 'Factura' });
    expect(await within(invoice).findByText('Un pedido cancelado no se factura.')).toBeTruthy();
    expect(within(invoice).queryByRole('button', { name: 'Emitir factura' })).toBeNull();
  });

  it('does not offer to dispatch a cancelled order, which the server would refuse', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ status: CANCELLED, can_pay: false }) } });
    renderShow();
    const dispatched = await screen.findByRole('switch', { name: /^Despachado/ });
    expect((dispatched as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Un pedido cancelado no se despacha.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Cliente contactado' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('flips contacted, and puts it back with the SPEC message when the server refuses', async () => {
    let refuse = false;
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'PUT /api/admin/orders/123/contacted': ({ body }) =>
        refuse
          ? { status: 422, body: { message: 'Los datos no son válidos' } }
          : {
              body: {
                message: 'Guardado',
                order: adminOrder({ contacted: (body as { value: boolean }).value }),
              },
            },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    const contacted = (await screen.findByRole('switch', { name: 'Cliente contactado' })) as HTMLInputElement;
    await user.click(contacted);
    expect(await screen.findByText('Guardado')).toBeTruthy();
    await waitFor(() => expect(contacted.checked).toBe(true));

    refuse = true;
    await user.click(contacted);
    expect(await screen.findByText('No se pudo cambiar el valor de contactado')).toBeTruthy();
    await waitFor(() => expect(contacted.checked).toBe(true));
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/contacted').map((call) => call.body)).toEqual([
      { value: true },
      { value: false },
    ]);
  });

  it("adds an internal note, and offers to take back only the reader's own", async () => {
    const theirs = {
      id: 8,
      text: 'Cliente avisado por WhatsApp',
      author_id: 2,
      by: 'Yanelis Rodríguez',
      at: NOTE_AT,
    };
    const mine = { id: 9, text: 'Recoge el sábado', author_id: 1, by: 'Ana Pérez', at: NOTE_AT };
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder({ notes: [theirs] }) },
      'POST /api/admin/orders/123/notes': {
        body: { message: 'Nota añadida', order: adminOrder({ notes: [theirs, mine] }) },
      },
      'DELETE /api/admin/orders/123/notes/9': {
        body: { message: 'Nota eliminada', order: adminOrder({ notes: [theirs] }) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    const notes = await screen.findByRole('region', { name: 'Notas internas' });
    expect(within(notes).getByText('Cliente avisado por WhatsApp')).toBeTruthy();
    expect(within(notes).getByText(/^Yanelis Rodríguez · /)).toBeTruthy();
    expect(within(notes).queryByRole('button', { name: 'Eliminar la nota' })).toBeNull();

    // An empty note is refused before it is sent.
    await user.click(within(notes).getByRole('button', { name: 'Añadir nota' }));
    expect(await within(notes).findByText('Este campo es requerido')).toBeTruthy();
    await user.type(within(notes).getByRole('textbox', { name: 'Nueva nota' }), '  Recoge el sábado ');
    await user.click(within(notes).getByRole('button', { name: 'Añadir nota' }));
    expect(await screen.findByText('Nota añadida')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/orders/123/notes').map((call) => call.body)).toEqual([
      { text: 'Recoge el sábado' },
    ]);
    expect((within(notes).getByRole('textbox', { name: 'Nueva nota' }) as HTMLTextAreaElement).value).toBe(
      '',
    );

    await user.click(await within(notes).findByRole('button', { name: 'Eliminar la nota' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la nota?' });
    expect(within(dialog).getByText('«Recoge el sábado» dejará de verse en el pedido.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Nota eliminada')).toBeTruthy();
    await waitFor(() => expect(within(notes).queryByText('Recoge el sábado')).toBeNull());
  });

  it('writes to the customer, who reads it on their order and by mail (decision 106)', async () => {
    const sent = {
      text: 'Su aceite llega el jueves.',
      at: NOTE_AT,
      from: 'shop' as const,
      by: 'Ana Pérez',
      read_at: null,
    };
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'POST /api/admin/orders/123/messages': {
        body: { message: 'Mensaje enviado al cliente', order: adminOrder({ messages: [sent] }) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();
    const messages = await screen.findByRole('region', { name: 'Mensajes con el cliente' });
    expect(within(messages).getByText('Aún no hay mensajes.')).toBeTruthy();
    await user.click(within(messages).getByRole('button', { name: 'Enviar al cliente' }));
    expect(await within(messages).findByText('Este campo es requerido')).toBeTruthy();
    await user.type(
      within(messages).getByRole('textbox', { name: 'Nuevo mensaje' }),
      '  Su aceite llega el jueves. ',
    );
    await user.click(within(messages).getByRole('button', { name: 'Enviar al cliente' }));
    expect(await screen.findByText('Mensaje enviado al cliente')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/orders/123/messages').map((call) => call.body)).toEqual([
      { text: 'Su aceite llega el jueves.' },
    ]);
    expect(await within(messages).findByText(/^Enviado por Ana Pérez el /)).toBeTruthy();
    // Until the customer opens their order (decision 109).
    expect(within(messages).getByText('El cliente aún no lo ha visto')).toBeTruthy();
  });

  it('says when the customer saw each of the shop’s messages (decision 109)', async () => {
    const seen = {
      text: 'Listo para recoger.',
      at: NOTE_AT,
      from: 'shop' as const,
      by: 'Ana Pérez',
      read_at: NOTE_AT,
    };
    const answer = { text: 'Voy mañana.', at: NOTE_AT, from: 'customer' as const, by: 'Luis', read_at: null };
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ messages: [seen, answer] }) } });
    renderShow();
    const messages = await screen.findByRole('region', { name: 'Mensajes con el cliente' });
    expect(await within(messages).findByText(/^Visto por el cliente el /)).toBeTruthy();
    // The customer's own message has nobody to see it but staff.
    expect(within(messages).queryByText('El cliente aún no lo ha visto')).toBeNull();
  });

  it('shows the notes to staff who may only read orders, without the form', async () => {
    const note = { id: 8, text: 'Cliente avisado por WhatsApp', author_id: 1, by: 'Ana Pérez', at: NOTE_AT };
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ notes: [note] }) } });
    renderShow(['read_orders']);
    const notes = await screen.findByRole('region', { name: 'Notas internas' });
    expect(within(notes).getByText('Cliente avisado por WhatsApp')).toBeTruthy();
    expect(within(notes).queryByRole('textbox', { name: 'Nueva nota' })).toBeNull();
    expect(within(notes).queryByRole('button', { name: 'Eliminar la nota' })).toBeNull();
  });

  it('records a payment after confirming, with an optional reason', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'POST /api/admin/orders/123/payment': {
        body: {
          message: 'Pago aceptado con éxito',
          order: adminOrder({ payment_status: 'paid', paid_at: '2025-03-01T18:00:00.000Z', can_pay: false }),
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await user.click(await screen.findByRole('button', { name: 'Marcar como pagado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagado' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Transferencia 889');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));

    expect(await screen.findByText('Pago aceptado con éxito')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/orders/123/payment')[0]?.body).toEqual({
      result: 'paid',
      reason: 'Transferencia 889',
    });
    // Paid: the order can no longer be paid, so the buttons go.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rechazar pago' })).toBeNull());
  });

  it('keeps a reason past 250 characters whole, says so under it, and records no payment', async () => {
    const fetchMock = stubApi({ ...STATUSES, [ORDER]: { body: adminOrder() } });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await user.click(await screen.findByRole('button', { name: 'Marcar como pagado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagado' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }) as HTMLTextAreaElement;
    await user.click(reason);
    await user.paste('Transferencia recibida. '.repeat(11));
    expect(within(dialog).getByText('No puede tener más de 250 caracteres')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    expect(reason.value).toHaveLength(264);
    expect(callsTo(fetchMock, 'POST /api/admin/orders/123/payment')).toHaveLength(0);
  });

  it('keeps a payment refusal in the dialog', async () => {
    stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder() },
      'POST /api/admin/orders/123/payment': { status: 422, body: { message: 'No se puede pagar' } },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await user.click(await screen.findByRole('button', { name: 'Rechazar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No se puede pagar');
  });

  it('hides the payment buttons when the order can no longer be paid', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ can_pay: false }) } });
    renderShow();

    await screen.findByRole('heading', { name: 'Pedido P-000123' });
    expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar pago' })).toBeNull();
  });

  it('only shows the order to staff who may only read orders', async () => {
    const fetchMock = stubApi({ ...STATUSES, [ORDER]: { body: adminOrder() } });
    renderShow(['read_orders']);

    await screen.findByRole('heading', { name: 'Pedido P-000123' });
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Cliente contactado' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Despachado' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Tu rol solo permite ver el pedido.')).toBeTruthy();
    // Their other orders, yes; their account's page is an edit screen (update_users), no.
    expect(within(section('Cliente')).getByRole('link', { name: 'Ver sus pedidos' })).toBeTruthy();
    expect(within(section('Cliente')).queryByRole('link', { name: 'Ver su cuenta' })).toBeNull();
    // Nor taking it again as a new order (update_orders).
    expect(screen.queryByRole('link', { name: 'Repetir pedido' })).toBeNull();
    // No status select, so no need to read the status catalogue.
    expect(callsTo(fetchMock, 'GET /api/admin/order-statuses')).toHaveLength(0);
  });

  it('gives back an online payment owed after the order was cancelled, once confirmed', async () => {
    const owed = owedPayment({ id: 41, method: 'stripe', reference: 'cs_test_41' });
    const cancelled = { status: CANCELLED, payment_status: 'paid' as const, can_pay: false };
    const fetchMock = stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder({ ...cancelled, payment_returned: 'due', payments: [owed] }) },
      'POST /api/admin/orders/123/payments/41/refund': {
        body: {
          message: 'Pago devuelto: el cliente lo verá en su cuenta en unos días',
          order: adminOrder({
            ...cancelled,
            payment_returned: 'given',
            payments: [{ ...owed, refund_due: false, refunded_at: '2025-03-02T10:00:00.000Z' }],
          }),
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    await screen.findByRole('heading', { name: 'Pedido P-000123' });
    const payment = section('Pago');
    expect(
      await within(payment).findByText(/Pago en línea con Stripe cs_test_41: 25,00 \$ · a devolver/),
    ).toBeTruthy();
    // Where "Pagado" was: the money is owed back, in the header and in the payment's card.
    expect(screen.getAllByText('Pago por devolver')).toHaveLength(2);
    expect(screen.queryByText('Pagado')).toBeNull();
    await user.click(within(payment).getByRole('button', { name: 'Devolver el pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el pago' });
    expect(within(dialog).getByText(/¿Devolver 25,00 \$ al cliente a través de Stripe\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Devolver el pago' }));

    expect(
      await screen.findByText('Pago devuelto: el cliente lo verá en su cuenta en unos días'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/orders/123/payments/41/refund')).toHaveLength(1);
    expect(await within(payment).findByText(/· devuelto el 2 mar 2025/)).toBeTruthy();
    expect(within(payment).queryByRole('button', { name: 'Devolver el pago' })).toBeNull();
    expect(screen.getAllByText('Pago devuelto')).toHaveLength(2);
  });

  it("keeps the provider's refusal of a refund in the dialog, and offers no refund to staff who may only read", async () => {
    const owed = owedPayment({ id: 42, method: 'paypal', reference: 'CAP42' });
    stubApi({
      ...STATUSES,
      [ORDER]: { body: adminOrder({ status: CANCELLED, can_pay: false, payments: [owed] }) },
      'POST /api/admin/orders/123/payments/42/refund': {
        status: 409,
        body: { message: 'PayPal no aceptó devolver este pago; revísalo en su panel' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderShow();

    await screen.findByRole('heading', { name: 'Pedido P-000123' });
    const payment = section('Pago');
    expect(await within(payment).findByText(/Pago con PayPal CAP42/)).toBeTruthy();
    await user.click(within(payment).getByRole('button', { name: 'Devolver el pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Devolver el pago' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'PayPal no aceptó devolver este pago; revísalo en su panel',
    );
    unmount();

    renderShow(['read_orders']);
    await screen.findByRole('heading', { name: 'Pedido P-000123' });
    expect(within(section('Pago')).getByText(/Pago con PayPal CAP42/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Devolver el pago' })).toBeNull();
  });

  it('says so when the order does not exist, and shows a refusal otherwise', async () => {
    stubApi({ [ORDER]: { status: 404, body: { message: 'No encontrado' } } });
    const { unmount } = renderShow();
    expect(await screen.findByText('Pedido no encontrado')).toBeTruthy();
    unmount();

    stubApi({ [ORDER]: { status: 403, body: { message: 'No tienes permito tal operación' } } });
    renderShow([]);
    expect(await screen.findByText('No tienes permito tal operación')).toBeTruthy();
  });
  it('opens a transfer receipt and accepting it marks the order paid, after the payment window too', async () => {
    const receipt = {
      id: 9,
      kind: 'image' as const,
      status: 'pending' as const,
      reason: null,
      url: '/api/orders/123/receipts/9',
      created_at: '2025-03-01T16:00:00.000Z',
    };
    const fetchMock = stubApi({
      ...STATUSES,
      // Sent in time; staff look after the window ended, when the shopper can no longer pay (can_pay).
      [ORDER]: { body: adminOrder({ receipts: [receipt], can_pay: false }) },
      'PUT /api/admin/orders/123/receipts/9': {
        body: {
          message: 'Comprobante aceptado: pedido pagado',
          order: adminOrder({ payment_status: 'paid', receipts: [{ ...receipt, status: 'accepted' }] }),
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderShow();

    const receipts = await screen.findByRole('region', { name: 'Comprobantes de transferencia' });
    expect(
      within(receipts)
        .getByRole('link', { name: /^Foto del/ })
        .getAttribute('href'),
    ).toBe('/api/admin/orders/123/receipts/9');
    await user.click(within(receipts).getByRole('button', { name: 'Aceptar y marcar pagado' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/receipts/9')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/123/receipts/9')[0]?.body).toEqual({
      status: 'accepted',
    });
    expect(await screen.findByText('Comprobante aceptado: pedido pagado')).toBeTruthy();
    expect(await within(receipts).findByText('Aceptado')).toBeTruthy();
  });
});

describe("the order's profit", { timeout: 20_000 }, () => {
  const PROFIT = 'GET /api/admin/orders/123/profit';
  const profit = {
    coin: 'USD',
    lines: [
      {
        id: 1,
        name: 'Camiseta básica',
        variant: 'Talla M',
        quantity: 2,
        cost_formatted: '12,00\u00a0$',
        profit_formatted: '6,00\u00a0$',
        margin: 33.3,
      },
      {
        id: 2,
        name: 'Gorra',
        variant: null,
        quantity: 1,
        cost_formatted: null,
        profit_formatted: null,
        margin: null,
      },
    ],
    net_formatted: '18,00\u00a0$',
    cost_formatted: '12,00\u00a0$',
    profit: 600,
    profit_formatted: '6,00\u00a0$',
    margin: 33.3,
    units_without_cost: 1,
    discount_formatted: '2,00\u00a0$',
    cancelled: false,
  };

  it('tells a reader of the sold products report what the order left, line by line, and what it leaves out', async () => {
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder() }, [PROFIT]: { body: profit } });
    renderShow(['read_orders', 'read_reports', 'read_for_sold_products']);
    const card = await screen.findByRole('region', { name: 'Ganancia' });
    expect(within(card).getByText('6,00 $', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('33,3 % de margen')).toBeTruthy();
    expect(within(card).getByText('Vendido sin impuestos: 18,00 $ · Costo: 12,00 $')).toBeTruthy();
    expect(
      within(card).getByText('Con el descuento del carrito (2,00 $) repartido entre los productos.'),
    ).toBeTruthy();
    expect(within(card).getByText('1 unidad sin costo no cuenta.')).toBeTruthy();
    expect(within(card).getByText('Camiseta básica (Talla M) × 2')).toBeTruthy();
    expect(within(card).getByText('Costo 12,00 $ · Ganancia 6,00 $ (33,3 %)')).toBeTruthy();
    expect(within(card).getByText('Sin costo')).toBeTruthy();
    // The printed order goes with the goods: what they cost the shop stays off it.
    expect(card.closest('[data-no-print]')).toBeTruthy();
  });

  it('says when no line had a cost, and that a cancelled order counts in no report', async () => {
    const none = {
      ...profit,
      lines: [profit.lines[1]],
      net_formatted: null,
      cost_formatted: null,
      profit: null,
      profit_formatted: null,
      margin: null,
      discount_formatted: null,
      cancelled: true,
    };
    stubApi({ ...STATUSES, [ORDER]: { body: adminOrder({ status: CANCELLED }) }, [PROFIT]: { body: none } });
    renderShow();
    const card = await screen.findByRole('region', { name: 'Ganancia' });
    expect(within(card).getByText('Ningún producto de este pedido tenía costo al pedirse.')).toBeTruthy();
    expect(within(card).getByText('El pedido está cancelado: no cuenta en los informes.')).toBeTruthy();
  });

  it('is not asked for without the report: the order alone does not tell what its goods cost', async () => {
    const fetchMock = stubApi({ ...STATUSES, [ORDER]: { body: adminOrder() }, [PROFIT]: { body: profit } });
    renderShow(['read_orders', 'read_reports', 'read_for_sale_reports']);
    expect(await screen.findByRole('heading', { name: 'Pedido P-000123' })).toBeTruthy();
    expect(callsTo(fetchMock, PROFIT)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Ganancia' })).toBeNull();
  });
});
