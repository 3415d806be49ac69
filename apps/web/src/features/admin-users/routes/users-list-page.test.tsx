import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { adminUser, ROLE_OPTIONS, SIGNED_IN_ID, signedIn } from '../test/fixtures';
import { Component as UsersListPage } from './users-list-page';

const ANA = adminUser();
const LUIS = adminUser({
  id: 11,
  name: 'Luis',
  lastname: 'Pérez',
  email: 'luis@shop.local',
  role: { id: 3, key: 'customer', name: 'Cliente minorista' },
  enabled: false,
  email_verified_at: null,
});

function renderList(url = '/admin/users', permissions?: Permission[]) {
  return renderRoutes(
    [
      { path: '/admin/users', Component: UsersListPage },
      { path: '/admin/users/create', element: <p>create screen</p> },
      { path: '/admin/users/:id', element: <p>edit screen</p> },
    ],
    { path: url, user: signedIn(permissions) },
  );
}

function lastListQuery(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET /api/admin/users').at(-1)?.url.searchParams;
}

// Mantine tables render slowly on happy-dom when every test file runs at once.
describe('users list', { timeout: 20_000 }, () => {
  it('shows each user of the reply with role, state, e-mail verification and creation date', async () => {
    stubApi({
      'GET /api/admin/users': { body: listReply([ANA, LUIS], { total: 2 }) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    renderList();

    const ana = (await screen.findByText('Ana García')).closest('tr') as HTMLElement;
    expect(within(ana).getByText('ana@shop.local')).toBeTruthy();
    expect(within(ana).getByText('Editor')).toBeTruthy();
    expect(within(ana).getByText('Habilitado')).toBeTruthy();
    expect(within(ana).getByRole('img', { name: 'Correo verificado' })).toBeTruthy();
    expect(within(ana).getByText('1 mar 2025')).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'Editar a Ana García' }).getAttribute('href')).toBe(
      '/admin/users/10',
    );
    // The name opens the same page: the account and its orders.
    expect(within(ana).getByRole('link', { name: 'Ana García' }).getAttribute('href')).toBe(
      '/admin/users/10',
    );

    const luis = screen.getByText('Luis Pérez').closest('tr') as HTMLElement;
    expect(within(luis).getByText('Deshabilitado')).toBeTruthy();
    expect(within(luis).getByRole('img', { name: 'Correo sin verificar' })).toBeTruthy();
    expect(screen.getByText('2 usuarios')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo usuario' })).toBeTruthy();
  });

  it('asks the server for the search, filters, sort and page written in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/users': { body: listReply([ANA], { page: 2, total: 21 }) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    renderList('/admin/users?search=ana&role_id=7&enabled=true&sort=email&page=2');

    await screen.findByText('Ana García');
    expect(Object.fromEntries(lastListQuery(fetchMock) ?? [])).toEqual({
      page: '2',
      per_page: '20',
      search: 'ana',
      role_id: '7',
      enabled: 'true',
      sort: 'email',
    });
    expect((screen.getByRole('searchbox', { name: 'Buscar usuarios' }) as HTMLInputElement).value).toBe(
      'ana',
    );
    // The export downloads every page of what the list shows: its filters, not its page nor its order.
    const exported = screen.getByRole('link', { name: 'Exportar' });
    expect(exported.hasAttribute('download')).toBe(true);
    const href = new URL(exported.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/api/admin/users/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({ search: 'ana', role_id: '7', enabled: 'true' });
  });

  it('sends a new page, and a new search from page 1, keeping both in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/users': { body: listReply([ANA, LUIS], { total: 45 }) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList();
    await screen.findByText('Ana García');
    expect(lastListQuery(fetchMock)?.get('sort')).toBe('-created_at');

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?page=3');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'luis');
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('search')).toBe('luis'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=luis');
  });

  it('sends the role and state filters chosen', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/users': { body: listReply([ANA, LUIS]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList();
    await screen.findByText('Ana García');

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por rol' }));
    await user.click(await screen.findByRole('option', { name: 'Cliente minorista' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('role_id')).toBe('3'));

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por estado' }));
    await user.click(await screen.findByRole('option', { name: 'Deshabilitados' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('enabled')).toBe('false'));
    expect(router.state.location.search).toBe('?role_id=3&enabled=false');
  });

  it('sorts by a column, and the other way on a second click', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/users': { body: listReply([ANA, LUIS]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList();
    await screen.findByText('Ana García');

    await user.click(screen.getByRole('button', { name: 'Correo electrónico' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('email'));
    expect(screen.getByRole('columnheader', { name: 'Correo electrónico' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Correo electrónico' }));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('sort')).toBe('-email'));
    expect(router.state.location.search).toBe('?sort=-email');
  });

  it('turns a user off with the row data, then reloads the list', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/users': { body: listReply([ANA]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'PUT /api/admin/users/10': { body: { ...ANA, enabled: false } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('switch', { name: 'Habilitar a Ana García' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/users/10')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/users/10')[0]?.body).toEqual({
      name: 'Ana',
      lastname: 'García',
      email: 'ana@shop.local',
      role_id: 7,
      enabled: false,
    });
    expect(await screen.findByText('Ana García ya no puede iniciar sesión')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/users')).toHaveLength(2));
  });

  it('shows the server message in red when the switch is refused', async () => {
    stubApi({
      'GET /api/admin/users': { body: listReply([ANA]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'PUT /api/admin/users/10': { status: 403, body: { message: 'No tienes permito tal operación' } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('switch', { name: 'Habilitar a Ana García' }));

    expect(await screen.findByText('No tienes permito tal operación')).toBeTruthy();
  });

  it('does not let the signed-in user disable their own account', async () => {
    stubApi({
      'GET /api/admin/users': { body: listReply([adminUser({ id: SIGNED_IN_ID })]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    renderList();

    const own = await screen.findByRole('switch', { name: 'Habilitar a Ana García' });
    expect((own as HTMLInputElement).disabled).toBe(true);
  });

  it('hides the actions the user may not take', async () => {
    stubApi({
      'GET /api/admin/users': { body: listReply([ANA]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    renderList('/admin/users', ['read_users']);

    await screen.findByText('Ana García');
    expect(screen.queryByRole('link', { name: 'Nuevo usuario' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar a Ana García' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ana García' })).toBeNull();
  });

  it('says so when no user matches', async () => {
    stubApi({
      'GET /api/admin/users': { body: listReply([]) },
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
    });
    renderList('/admin/users?search=nadie');

    expect(await screen.findByText('Ningún usuario coincide con la búsqueda o los filtros.')).toBeTruthy();
  });
});
