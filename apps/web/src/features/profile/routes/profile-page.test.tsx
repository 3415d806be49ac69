import type { CurrentUserReply } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { Component as ProfilePage } from './profile-page';

const user: CurrentUserReply = {
  id: 7,
  name: 'Ana',
  lastname: 'Pérez',
  email: 'ana@example.com',
  role: { id: 2, key: 'customer', name: 'Cliente' },
  all_permissions: [],
  email_verified_at: '2025-01-01T00:00:00.000Z',
};

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('profile page', () => {
  it('shows the role and whether the e-mail is verified', () => {
    renderWithProviders(<ProfilePage />, { route: '/Profile', user });

    expect(screen.getByText('Cliente')).toBeTruthy();
    expect(screen.getByText('Verificado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar enlace de verificación' })).toBeNull();
  });

  it('resends the verification link of an unverified e-mail', async () => {
    const message = 'Se ha enviado un nuevo enlace de verificación a tu correo electrónico.';
    stubApi({ 'POST /api/email/verification-notification': { body: { message } } });
    renderWithProviders(<ProfilePage />, { route: '/Profile', user: { ...user, email_verified_at: null } });

    expect(screen.getByText('Sin verificar')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar enlace de verificación' }));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('saves the profile information and keeps the updated user', async () => {
    const saved = { ...user, name: 'Ana María' };
    const api = stubApi({ 'PUT /api/user/profile-information': { body: saved } });
    const { queryClient } = renderWithProviders(<ProfilePage />, { route: '/Profile', user });
    const ui = userEvent.setup();
    const info = section('Información del perfil');

    await ui.type(info.getByLabelText(/^Nombre \*$/), ' María');
    await ui.click(info.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(saved);
    expect(sentBody(api, 'PUT /api/user/profile-information')).toEqual({
      name: 'Ana María',
      lastname: 'Pérez',
      email: 'ana@example.com',
    });
  });

  it('shows “La contraseña es incorrecta” from the server on the current password', async () => {
    stubApi({
      'PUT /api/user/password': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { current_password: ['La contraseña es incorrecta'] },
        },
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/Profile', user });
    const ui = userEvent.setup();
    const password = section('Actualizar contraseña');

    await ui.type(password.getByLabelText(/^Contraseña actual \*$/), 'not-my-password1');
    await ui.type(password.getByLabelText(/^Nueva contraseña \*$/), 'newpass123');
    await ui.type(password.getByLabelText(/^Confirmar nueva contraseña \*$/), 'newpass123');
    await ui.click(password.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await password.findByText('La contraseña es incorrecta')).toBeTruthy();
    expect(password.getByLabelText(/^Contraseña actual \*$/).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password and clears the form', async () => {
    const api = stubApi({ 'PUT /api/user/password': { body: { message: 'Contraseña actualizada' } } });
    renderWithProviders(<ProfilePage />, { route: '/Profile', user });
    const ui = userEvent.setup();
    const password = section('Actualizar contraseña');

    await ui.type(password.getByLabelText(/^Contraseña actual \*$/), 'secret123');
    await ui.type(password.getByLabelText(/^Nueva contraseña \*$/), 'newpass123');
    await ui.type(password.getByLabelText(/^Confirmar nueva contraseña \*$/), 'newpass123');
    await ui.click(password.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy();
    // The toast's × says what it does (axe: button-name).
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect((password.getByLabelText(/^Contraseña actual \*$/) as HTMLInputElement).value).toBe('');
    expect(sentBody(api, 'PUT /api/user/password')).toEqual({
      current_password: 'secret123',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
  });

  it('asks for the password before deleting the account, then signs out and goes home', async () => {
    const api = stubApi({ 'DELETE /api/user': { status: 204 } });
    const { router, queryClient } = renderWithProviders(<ProfilePage />, { route: '/Profile', user });
    const ui = userEvent.setup();

    await ui.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: 'Eliminar cuenta definitivamente' }));
    expect(await dialog.findByText('Este campo es requerido')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    await ui.type(dialog.getByLabelText('Contraseña'), 'secret123');
    await ui.click(dialog.getByRole('button', { name: 'Eliminar cuenta definitivamente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(sentBody(api, 'DELETE /api/user')).toEqual({ password: 'secret123' });
  });

  it('keeps the account when the password is wrong', async () => {
    stubApi({
      'DELETE /api/user': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { password: ['La contraseña es incorrecta'] },
        },
      },
    });
    const { router, queryClient } = renderWithProviders(<ProfilePage />, { route: '/Profile', user });
    const ui = userEvent.setup();

    await ui.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.type(dialog.getByLabelText('Contraseña'), 'wrong');
    await ui.click(dialog.getByRole('button', { name: 'Eliminar cuenta definitivamente' }));

    expect(await dialog.findByText('La contraseña es incorrecta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Profile');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);
  });
});
