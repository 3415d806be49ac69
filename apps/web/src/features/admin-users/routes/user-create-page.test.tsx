import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { adminUser, ROLE_OPTIONS, signedIn } from '../test/fixtures';
import { Component as UserCreatePage } from './user-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/users/create', Component: UserCreatePage },
      { path: '/admin/users', element: <p>users list</p> },
    ],
    { path: '/admin/users/create', user: signedIn() },
  );
}

async function fillValidUser(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Eva');
  await user.type(screen.getByRole('textbox', { name: 'Apellidos' }), 'Luna');
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'Eva@Shop.local');
  await user.type(screen.getByLabelText(/^Contraseña/), 'secreto123');
  await user.click(screen.getByRole('combobox', { name: 'Rol' }));
  await user.click(await screen.findByRole('option', { name: 'Editor' }));
}

describe('create user', { timeout: 20_000 }, () => {
  it('marks the required fields and sends nothing while they are empty', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/roles/options': { body: ROLE_OPTIONS } });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Crear' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(5);
    expect(callsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(0);
  });

  it('shows the e-mail error the server answers with beside the e-mail field', async () => {
    stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'POST /api/admin/users': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { email: ['Ya existe una cuenta con este correo'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await screen.findByRole('button', { name: 'Crear' });

    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya existe una cuenta con este correo')).toBeTruthy();
  });

  it('creates the user with the schema-cleaned values and goes back to the list', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/roles/options': { body: ROLE_OPTIONS },
      'POST /api/admin/users': { status: 201, body: adminUser({ id: 20 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await screen.findByRole('button', { name: 'Crear' });

    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('users list')).toBeTruthy();
    expect(screen.getByText('Usuario creado')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/users')[0]?.body).toEqual({
      name: 'Eva',
      lastname: 'Luna',
      email: 'eva@shop.local',
      password: 'secreto123',
      role_id: 7,
      enabled: true,
    });
  });
});
