import type { Permission } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { CONFIRMED, DELIVERED, listItem, STATUSES, signedIn } from '../test/fixtures';
import { Component as OrdersListPage } from './orders-list-page';

function renderList(url = '/admin/orders', permissions: Permission[] = ['read_orders']) {
  return renderRoutes(
    [
      { path: '/admin/orders', Component: OrdersListPage },
      { path: '/admin/orders/:order/show', element: <p>order screen</p> },
    ],
    { path: url, user: signedIn(permissions) },
  );
}

const lastQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/orders').at(-1)?.url.searchParams ?? []);

describe('orders list', { timeout: 20_000 }, () => {
  it('asks the server for the filters, sort and page in the URL and shows each order', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      'GET /api/admin/orders': {
        body: listReply(
          [
            listItem(),
            listItem({
              id: 124,
              order_id: 'P-000124',
              status: CONFIRMED,
              payment_status: 'paid',
              delivery_method: 'pickup',
              customer_name: null,
              customer_email: null,
              contacted: true,
            }),
            listItem({ id: 125, order_id: 'P-000125', payment_status: 'paid', payment_returned: 'due' }),
          ],
          { page: 2, total: 42 },
        ),
      },
    });
    renderList(
      '/admin/orders?search=P-000123&status_id=1&payment_status=pending&delivery_method=home' +
        '&date_from=2025-03-01&date_to=2025-03-31&sort=-total&page=2',
    );

    const link = await screen.findByRole('link', { name: 'P-000123' });
    expect(link.getAttribute('href')).toBe('/admin/orders/123/show');
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByText('Luis Gómez')).toBeTruthy();
    expect(within(first).getByText('luis@example.com')).toBeTruthy();
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(first).getByText('26,50 $')).toBeTruthy();
    expect(within(first).getByText('Nuevo')).toBeTruthy();
    expect(within(first).getByText('Pago pendiente')).toBeTruthy();
    expect(within(first).getByText('A domicilio')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Cliente sin contactar' })).toBeTruthy();
    const second = screen.getByRole('link', { name: 'P-000124' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Sin cuenta de cliente')).toBeTruthy();
    expect(within(second).getByText('Confirmado')).toBeTruthy();
    expect(within(second).getByText('Pagado')).toBeTruthy();
    expect(within(second).getByText('Recogida')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Cliente contactado' })).toBeTruthy();
    // Paid, then cancelled with its money owed back: it says so where "Pagado" would be.
    const third = screen.getByRole('link', { name: 'P-000125' }).closest('tr') as HTMLElement;
    expect(within(third).getByText('Pago por devolver')).toBeTruthy();
    expect(within(third).queryByText('Pagado')).toBeNull();
    expect(screen.getByText('42 pedidos')).toBeTruthy();

    expect(lastQuery(fetchMock)).toEqual({
      page: '2',
      per_page: '20',
      search: 'P-000123',
      status_id: '1',
      payment_status: 'pending',
      delivery_method: 'home',
      date_from: '2025-03-01',
      date_to: '2025-03-31',
      sort: '-total',
    });
    // The status filter shows the status catalogue's name for the id in the URL.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLInputElement).value).toBe('Nuevo'),
    );
    // Reading orders is not taking them.
    expect(screen.queryByRole('link', { name: 'Nuevo pedido' })).toBeNull();
    // The export downloads every page of what the list shows: its filters, not its page nor its order.
    const exported = screen.getByRole('link', { name: 'Exportar' });
    expect(exported.hasAttribute('download')).toBe(true);
    const href = new URL(exported.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/api/admin/orders/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      search: 'P-000123',
      status_id: '1',
      payment_status: 'pending',
      delivery_method: 'home',
      date_from: '2025-03-01',
      date_to: '2025-03-31',
    });
  });

  it('offers to take a new order to staff who may change orders', async () => {
    stubApi({ ...STATUSES, 'GET /api/admin/orders': { body: listReply([listItem()]) } });
    renderList('/admin/orders', ['read_orders', 'update_orders']);
    const link = await screen.findByRole('link', { name: 'Nuevo pedido' });
    expect(link.getAttribute('href')).toBe('/admin/orders/new');
  });

  it('puts each filter in the URL and the request, back on page 1', async () => {
    const fetchMock = stubApi({ ...STATUSES, 'GET /api/admin/orders': { body: listReply([listItem()]) } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/orders?page=3');
    const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    await screen.findByRole('link', { name: 'P-000123' });
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmado' }));
    await waitFor(() => expect(params()).toEqual({ status_id: '2' }));

    await user.click(screen.getByRole('combobox', { name: 'Pago' }));
    await user.click(await screen.findByRole('option', { name: 'Pagado' }));
    await user.click(screen.getByRole('combobox', { name: 'Entrega' }));
    await user.click(await screen.findByRole('option', { name: 'Recogida' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-15' } });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'luis');
    await user.click(screen.getByRole('checkbox', { name: 'Con comprobante por revisar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Con pago por devolver' }));
    await user.click(screen.getByRole('button', { name: 'Total' }));

    const expected = {
      status_id: '2',
      payment_status: 'paid',
      delivery_method: 'pickup',
      date_from: '2025-03-01',
      date_to: '2025-03-15',
      receipt: 'pending',
      refund: 'due',
      search: 'luis',
      sort: 'total',
    };
    await waitFor(() => expect(params()).toEqual(expected));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ ...expected, page: '1', per_page: '20' }));
  });

  it('names the customer a list is narrowed to, from its rows, and drops that filter on a click', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      'GET /api/admin/orders': { body: listReply([listItem()]) },
    });
    const user = userEvent.setup({ delay: null });
    renderList('/admin/orders?customer_id=9');

    const chip = await screen.findByRole('button', { name: 'Cliente: Luis Gómez' });
    expect(lastQuery(fetchMock)).toMatchObject({ customer_id: '9' });
    await user.click(chip);
    await waitFor(() => expect(lastQuery(fetchMock).customer_id).toBeUndefined());
    expect(screen.queryByRole('button', { name: /^Cliente/ })).toBeNull();
  });

  it('says who took an order for its customer, and narrows the list to the orders they took', async () => {
    const ana = { id: 7, name: 'Ana Pérez' };
    const fetchMock = stubApi({
      ...STATUSES,
      'GET /api/admin/orders': {
        body: listReply([listItem({ placed_by: ana }), listItem({ id: 124, order_id: 'P-000124' })]),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/orders?status_id=1');
    const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    const first = (await screen.findByRole('link', { name: 'P-000123' })).closest('tr') as HTMLElement;
    const second = screen.getByRole('link', { name: 'P-000124' }).closest('tr') as HTMLElement;
    expect(within(second).queryByText(/Tomado por/)).toBeNull();
    // Her name narrows the list to her orders, keeping the other filters.
    await user.click(within(first).getByRole('button', { name: 'Tomado por Ana Pérez' }));
    await waitFor(() => expect(params()).toEqual({ status_id: '1', placed_by: '7' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ status_id: '1', placed_by: '7' }));
    // …which the filters name, and drop on a click.
    await user.click(await screen.findByRole('button', { name: 'Tomados por: Ana Pérez' }));
    await waitFor(() => expect(params()).toEqual({ status_id: '1' }));

    // Every order staff took, whoever took it; the export follows.
    await user.click(screen.getByRole('checkbox', { name: 'Tomados por el equipo' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ taken: 'staff' }));
    const href = new URL(
      screen.getByRole('link', { name: 'Exportar' }).getAttribute('href') ?? '',
      'http://shop.test',
    );
    expect(href.searchParams.get('taken')).toBe('staff');
  });

  it('moves the selected orders to one status, and lists those it could not move with why', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      'GET /api/admin/orders': {
        body: listReply([
          listItem(),
          listItem({ id: 124, order_id: 'P-000124' }),
          listItem({ id: 125, order_id: 'P-000125', status: DELIVERED }),
        ]),
      },
      'PUT /api/admin/orders/status': {
        body: {
          message: 'Estado cambiado exitosamente',
          changed: [{ id: 123, order_id: 'P-000123' }],
          refused: [{ id: 124, order_id: 'P-000124', message: 'Producto sin disponibilidad' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList('/admin/orders', ['read_orders', 'change_status_orders']);

    await screen.findByRole('link', { name: 'P-000123' });
    // A delivered order is closed: nothing to select.
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar P-000125' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P-000123' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P-000124' }));
    await user.click(await screen.findByRole('button', { name: 'Cambiar estado' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado de 2 pedidos' });
    // Nothing is sent without a status.
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/orders/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Nuevo estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Confirmado' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Confirmados por teléfono');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/orders/status')[0]?.body).toEqual({
        ids: [123, 124],
        status_id: 2,
        reason: 'Confirmados por teléfono',
      }),
    );
    expect(await screen.findByText('Estado cambiado exitosamente')).toBeTruthy();
    const notice = (await screen.findByText('1 pedido no cambió de estado')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByText(/Producto sin disponibilidad/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'P-000124' }).getAttribute('href')).toBe(
      '/admin/orders/124/show',
    );
    // The selection is spent; the notice goes on a click.
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Cerrar el aviso' }));
    expect(screen.queryByText('1 pedido no cambió de estado')).toBeNull();
  });

  it('offers the picking list of the selected orders to staff who read them, and no status change', async () => {
    stubApi({
      ...STATUSES,
      'GET /api/admin/orders': {
        body: listReply([listItem(), listItem({ id: 124, order_id: 'P-000124' })]),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList('/admin/orders', ['read_orders']);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar P-000124' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P-000123' }));
    const picking = await screen.findByRole('link', { name: 'Lista de preparación' });
    expect(picking.getAttribute('href')).toBe('/admin/orders/picking?ids=123,124');
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
  });

  it('says when no order matches the filters', async () => {
    stubApi({ ...STATUSES, 'GET /api/admin/orders': { body: listReply([]) } });
    renderList('/admin/orders?payment_status=cancelled');

    expect(await screen.findByText('Ningún pedido coincide con la búsqueda o los filtros.')).toBeTruthy();
  });

  it('shows the server refusal, without a retry that would be refused again', async () => {
    stubApi({
      ...STATUSES,
      'GET /api/admin/orders': { status: 403, body: { message: 'No tienes permito tal operación' } },
    });
    renderList();

    expect(await screen.findByText('No tienes permito tal operación')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
