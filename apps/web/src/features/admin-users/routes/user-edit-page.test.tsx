import type { CustomerOrdersReply, OrderListItem, Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { adminUser, ROLE_OPTIONS, signedIn } from '../test/fixtures';
import { Component as UserEditPage } from './user-edit-page';

function renderEdit(id = 10, permissions?: Permission[]) {
  return renderRoutes(
    [
      { path: '/admin/users/:id', Component: UserEditPage },
      { path: '/admin/users', element: <p>users list</p> },
      { path: '/admin/orders', element: <p>orders list</p> },
    ],
    { path: `/admin/users/${id}`, user: signedIn(permissions) },
  );
}

const NO_ORDERS: CustomerOrdersReply = {
  orders: 0,
  cancelled: 0,
  first_order_at: null,
  last_order_at: null,
  sales: [],
  latest: [],
  taken_for_customers: 0,
};

function listedOrder(id: number, createdAt: string, total: string): OrderListItem {
  return {
    id,
    order_id: `P-${String(id).padStart(6, '0')}`,
    created_at: createdAt,
    status: { id: 1, name: 'Entregado', color: 'green', is_final: true, role: null },
    payment_status: 'paid',
    payment_returned: null,
    delivery_method: 'home',
    total: 0,
    to_pay_formatted: total,
    paid_formatted: total,
    wholesale: false,
    items_count: 1,
    customer_name: 'Ana García',
    customer_email: 'ana@shop.local',
    contacted: true,
  };
}

describe('edit user', { timeout: 20_000 }, () => {
  it('loads the user, keeps the password when left blank and saves the new role and state', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
      'PUT /api/admin/users/10': { body: adminUser({ enabled: false }) },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    expect(await screen.findByRole('heading', { name: 'Editar a Ana García' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Correo electrónico' }) as HTMLInputElement).value).toBe(
      'ana@shop.local',
    );
    await user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Cliente minorista' }));
    await user.click(screen.getByRole('switch', { name: /Habilitado/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('users list')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/10')[0]?.body).toEqual({
      name: 'Ana',
      lastname: 'García',
      email: 'ana@shop.local',
      password: '',
      role_id: 3,
      enabled: false,
    });
  });

  it('shows the orders of the account, what they came to per coin, the latest, and the way to all of them', async () => {
    stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
      'GET /api/admin/users/10/orders-summary': {
        body: {
          orders: 7,
          cancelled: 1,
          first_order_at: '2026-03-02T15:00:00.000Z',
          last_order_at: '2026-10-14T15:00:00.000Z',
          sales: [
            {
              coin: 'MLC',
              symbol: 'MLC',
              orders: 1,
              units: 1,
              gross: 1050,
              discounts: 0,
              shipping: 0,
              tax: 0,
              net: 1050,
              net_formatted: '10,50 MLC',
            },
            {
              coin: 'USD',
              symbol: '$',
              orders: 5,
              units: 9,
              gross: 7000,
              discounts: 0,
              shipping: 0,
              tax: 0,
              net: 7000,
              net_formatted: '70,00 $',
            },
          ],
          latest: [listedOrder(41, '2026-10-14T15:00:00.000Z', '10,00 $')],
          taken_for_customers: 0,
        } satisfies CustomerOrdersReply,
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    const card = await screen.findByRole('region', { name: 'Sus pedidos' });
    expect(
      await within(card).findByText('7 pedidos (1 cancelado) · del 2 mar 2026 al 14 oct 2026'),
    ).toBeTruthy();
    expect(within(card).getByText('10,50 MLC')).toBeTruthy();
    expect(within(card).getByText('USD · 5 pedidos')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'P-000041' }).getAttribute('href')).toBe(
      '/admin/orders/41/show',
    );
    expect(within(card).getByText('Entregado')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'Ver sus 7 pedidos en Pedidos' }));
    expect(await screen.findByText('orders list')).toBeTruthy();
  });

  it('says an account has no orders yet, and shows none to staff who may not read orders', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
      'GET /api/admin/users/10/orders-summary': { body: NO_ORDERS },
    });
    const view = renderEdit();
    expect(await screen.findByText('Todavía no ha hecho ningún pedido.')).toBeTruthy();
    // A first order may still be taken for them, when they call.
    const card = screen.getByRole('region', { name: 'Sus pedidos' });
    expect(within(card).getByRole('link', { name: 'Nuevo pedido' }).getAttribute('href')).toBe(
      '/admin/orders/new?customer=10',
    );
    // Nothing of orders taken for others on a customer's page.
    expect(within(card).queryByText(/^Ha tomado/)).toBeNull();
    view.unmount();

    fetchMock.mockClear();
    renderEdit(10, ['read_users', 'update_users']);
    expect(await screen.findByRole('heading', { name: 'Editar a Ana García' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sus pedidos' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/admin/users/10/orders-summary')).toHaveLength(0);
  });

  it('links a staff member’s page to the orders they took for customers', async () => {
    stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
      'GET /api/admin/users/10/orders-summary': { body: { ...NO_ORDERS, taken_for_customers: 12 } },
    });
    renderEdit();
    const card = await screen.findByRole('region', { name: 'Sus pedidos' });
    expect(
      (await within(card).findByRole('link', { name: 'Ha tomado 12 pedidos para clientes' })).getAttribute(
        'href',
      ),
    ).toBe('/admin/orders?placed_by=10');
  });

  it('checks a new password with the same rule as the API', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.type(await screen.findByLabelText(/^Nueva contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres, con letras y números'),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/users/10')).toHaveLength(0));
  });

  it('says the user does not exist, with a way back, on a 404', async () => {
    stubApi({ 'GET /api/admin/roles/options': { body: ROLE_OPTIONS } });
    renderEdit(99);

    expect(await screen.findByText('Usuario no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los usuarios' }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });

  it('keeps a note for staff, saved in words the API takes, and says who wrote it last', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'GET /api/admin/users/10': { body: adminUser() },
      'GET /api/admin/users/10/note': { body: { text: '', by: null, at: null } },
      'PUT /api/admin/users/10/note': {
        body: {
          message: 'Nota guardada',
          note: { text: 'Llamar antes de entregar.', by: 'Ana Pérez', at: '2026-12-07T15:00:00.000Z' },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit(10, ['update_users']);
    const card = await screen.findByRole('region', { name: 'Nota interna' });
    const field = await within(card).findByRole('textbox', { name: 'Qué debe saber el equipo' });
    // A note past its length is kept in the field and refused in words, never cut.
    await user.click(field);
    await user.paste('a'.repeat(1001));
    await user.click(within(card).getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect((field as HTMLTextAreaElement).value).toHaveLength(1001);
    expect(callsTo(fetchMock, 'PUT /api/admin/users/10/note')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '  Llamar antes de entregar.  ');
    await user.click(within(card).getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('Nota guardada')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/10/note')[0]?.body).toEqual({
      text: 'Llamar antes de entregar.',
    });
    expect(await within(card).findByText(/^Escrita por Ana Pérez el /)).toBeTruthy();
  });
});
