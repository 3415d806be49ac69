import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { adminUser, ROLE_OPTIONS, signedIn } from '../test/fixtures';
import { Component as UserEditPage } from './user-edit-page';

function renderEdit(id = 10) {
  return renderRoutes(
    [
      { path: '/admin/users/:id', Component: UserEditPage },
      { path: '/admin/users', element: <p>users list</p> },
    ],
    { path: `/admin/users/${id}`, user: signedIn() },
  );
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
});
