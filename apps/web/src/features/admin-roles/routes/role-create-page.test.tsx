import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { role, signedIn } from '../test/fixtures';
import { Component as RoleCreatePage } from './role-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/roles/Create', Component: RoleCreatePage },
      { path: '/admin/roles', element: <p>roles list</p> },
    ],
    { path: '/admin/roles/Create', user: signedIn() },
  );
}

function checkbox(name: string) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('role form', { timeout: 20_000 }, () => {
  it('ticks a whole area from its header, and shows a partial choice as indeterminate', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('checkbox', { name: 'Usuarios: marcar todos' }));
    for (const name of ['Crear usuarios', 'Ver usuarios', 'Editar usuarios', 'Eliminar usuarios']) {
      expect(checkbox(name).checked).toBe(true);
    }
    expect(checkbox('Ver roles').checked).toBe(false);

    await user.click(checkbox('Eliminar usuarios'));
    expect(checkbox('Usuarios: marcar todos').checked).toBe(false);
    expect(checkbox('Usuarios: marcar todos').indeterminate).toBe(true);
    expect(screen.getByText('3 de 4')).toBeTruthy();

    await user.click(checkbox('Usuarios: marcar todos'));
    expect(checkbox('Eliminar usuarios').checked).toBe(true);
  });

  it('shows every other permission granted and locked while ALL is ticked, and gives the choice back after', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('checkbox', { name: 'Ver pedidos' }));
    await user.click(checkbox('Todos los permisos'));

    for (const name of ['Ver pedidos', 'Eliminar roles', 'Informe de ventas', 'Pedidos: marcar todos']) {
      expect(checkbox(name).checked).toBe(true);
      expect(checkbox(name).disabled).toBe(true);
    }

    await user.click(checkbox('Todos los permisos'));
    expect(checkbox('Ver pedidos').checked).toBe(true);
    expect(checkbox('Eliminar roles').checked).toBe(false);
    expect(checkbox('Eliminar roles').disabled).toBe(false);
  });

  it('saves ALL alone, since it implies the rest', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/roles': { status: 201, body: role({ permissions: ['ALL'] }) },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Gerencia');
    await user.click(checkbox('Ver pedidos'));
    await user.click(checkbox('Todos los permisos'));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('roles list')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/roles')[0]?.body).toEqual({
      name: 'Gerencia',
      permissions: ['ALL'],
    });
  });

  it('requires a name, and shows the server message beside it', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/roles': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { name: ['Ya existe un registro con este valor'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/roles')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Editor');
    await user.click(checkbox('Ver usuarios'));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Ya existe un registro con este valor')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/roles')[0]?.body).toEqual({
        name: 'Editor',
        permissions: ['read_users'],
      }),
    );
  });
});
