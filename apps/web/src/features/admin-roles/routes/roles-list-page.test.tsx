import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { ADMINISTRATOR, EDITOR, signedIn } from '../test/fixtures';
import { Component as RolesListPage } from './roles-list-page';

const ROLE_IN_USE = 'No se puede eliminar un rol que tiene usuarios';

function renderList(url = '/admin/roles', permissions?: Permission[]) {
  return renderRoutes([{ path: '/admin/roles', Component: RolesListPage }], {
    path: url,
    user: signedIn(permissions),
  });
}

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

// Mantine tables render slowly on happy-dom when every test file runs at once.
describe('roles list', { timeout: 20_000 }, () => {
  it('shows each role with its users, its permissions and whether the shop relies on it', async () => {
    stubApi({ 'GET /api/admin/roles': { body: listReply([ADMINISTRATOR, EDITOR]) } });
    renderList();

    await screen.findByText('Administrador');
    expect(within(rowOf('Administrador')).getByText('Rol del sistema')).toBeTruthy();
    expect(within(rowOf('Administrador')).getByText('Todos los permisos')).toBeTruthy();
    expect(within(rowOf('Editor')).queryByText('Rol del sistema')).toBeNull();
    expect(within(rowOf('Editor')).getByText('2 permisos')).toBeTruthy();
    expect(within(rowOf('Editor')).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo rol' }).getAttribute('href')).toBe('/admin/roles/Create');
    expect(screen.getByRole('link', { name: 'Editar el rol Editor' }).getAttribute('href')).toBe(
      '/admin/roles/7',
    );
  });

  it('keeps search, sort and page in the URL and asks the server for them', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles': { body: listReply([EDITOR], { page: 2, total: 30 }) },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/roles?search=edi&page=2');
    const lastQuery = () => callsTo(fetchMock, 'GET /api/admin/roles').at(-1)?.url.searchParams;

    await screen.findByText('Editor');
    expect(lastQuery()?.toString()).toBe('page=2&per_page=20&search=edi&sort=name');

    await user.click(screen.getByRole('button', { name: 'Usuarios' }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('users_count'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=edi&sort=users_count');
  });

  it('shows why the server refuses to delete a role', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles': { body: listReply([ADMINISTRATOR, EDITOR]) },
      'DELETE /api/admin/roles/7': { status: 409, body: { message: ROLE_IN_USE } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el rol Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar rol' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(ROLE_IN_USE);
    expect(callsTo(fetchMock, 'DELETE /api/admin/roles/7')).toHaveLength(1);
  });

  it('deletes a role once confirmed and reloads the list', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles': { body: listReply([ADMINISTRATOR, EDITOR]) },
      'DELETE /api/admin/roles/7': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el rol Editor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Rol «Editor» eliminado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'GET /api/admin/roles')).toHaveLength(2);
  });

  it('shows a refused permission in a red notification', async () => {
    stubApi({
      'GET /api/admin/roles': { body: listReply([EDITOR]) },
      'DELETE /api/admin/roles/7': { status: 403, body: { message: 'No tienes permito tal operación' } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el rol Editor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No tienes permito tal operación')).toBeTruthy();
  });

  it('hides the actions the user may not take', async () => {
    stubApi({ 'GET /api/admin/roles': { body: listReply([EDITOR]) } });
    renderList('/admin/roles', ['read_roles']);

    await screen.findByText('Editor');
    expect(screen.queryByRole('link', { name: 'Nuevo rol' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar el rol Editor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar el rol Editor' })).toBeNull();
  });
});
