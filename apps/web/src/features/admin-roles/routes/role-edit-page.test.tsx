import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { ADMINISTRATOR, EDITOR, role, signedIn } from '../test/fixtures';
import { Component as RoleEditPage } from './role-edit-page';

function renderEdit(id: number) {
  return renderRoutes(
    [
      { path: '/admin/roles/:id', Component: RoleEditPage },
      { path: '/admin/roles', element: <p>roles list</p> },
    ],
    { path: `/admin/roles/${id}`, user: signedIn() },
  );
}

describe('edit role', { timeout: 20_000 }, () => {
  it('loads the role with its permissions ticked and saves the change', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/7': {
        body: { ...EDITOR, permissions: ['read_users', 'read_roles', 'retired_permission'] },
      },
      'PUT /api/admin/roles/7': { body: EDITOR },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit(7);

    expect(await screen.findByRole('heading', { name: 'Editar el rol Editor' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Ver usuarios' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Ver roles' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ver pedidos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('roles list')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/roles/7')[0]?.body).toEqual({
      name: 'Editor',
      permissions: ['read_orders', 'read_users'],
    });
  });

  it('tells a system role apart', async () => {
    stubApi({ 'GET /api/admin/roles/1': { body: ADMINISTRATOR } });
    renderEdit(1);

    expect(await screen.findByText(/La tienda depende de este rol/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Ver pedidos' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('names a role the shop named itself as the reader reads it, and edits the name it is stored with', async () => {
    const wholesaler = role({ id: 2, key: 'wholesaler', name: 'Mayorista', label: 'Wholesaler' });
    const fetchMock = stubApi({
      'GET /api/admin/roles/2': { body: wholesaler },
      'PUT /api/admin/roles/2': { body: wholesaler },
    });
    await i18n.changeLanguage('en-US');
    try {
      const user = userEvent.setup({ delay: null });
      renderEdit(2);

      expect(await screen.findByRole('heading', { name: 'Edit the Wholesaler role' })).toBeTruthy();
      const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
      expect(name.value).toBe('Mayorista');
      expect(
        screen.getByText('Shown in your language as “Wholesaler” while it keeps this name.'),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('roles list')).toBeTruthy();
      expect(callsTo(fetchMock, 'PUT /api/admin/roles/2')[0]?.body).toMatchObject({ name: 'Mayorista' });
    } finally {
      await i18n.changeLanguage('es-ES');
    }
  });

  it('gives no such hint where the stored name is the one read', async () => {
    stubApi({ 'GET /api/admin/roles/7': { body: EDITOR } });
    renderEdit(7);

    expect(await screen.findByRole('heading', { name: 'Editar el rol Editor' })).toBeTruthy();
    expect(screen.queryByText(/Se muestra en tu idioma/)).toBeNull();
  });

  it('says the role does not exist, with a way back, on a 404', async () => {
    stubApi({});
    renderEdit(99);

    expect(await screen.findByText('Rol no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los roles' }).getAttribute('href')).toBe(
      '/admin/roles',
    );
  });
});
