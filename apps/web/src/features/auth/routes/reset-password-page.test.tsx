import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { Component as ResetPasswordPage } from './reset-password-page';

describe('reset password page', () => {
  it('sends the token and e-mail from the link with the new password', async () => {
    const api = stubApi({
      'POST /api/reset-password': { body: { message: 'Tu contraseña ha sido restablecida.' } },
    });
    renderWithProviders(<ResetPasswordPage />, {
      route: '/Auth/ResetPassword?token=abc123&email=ana%40example.com',
    });
    const ui = userEvent.setup();

    expect((screen.getByLabelText(/^Correo electrónico \*$/) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    await ui.type(screen.getByLabelText(/^Nueva contraseña \*$/), 'newpass123');
    await ui.type(screen.getByLabelText(/^Confirmar nueva contraseña \*$/), 'newpass123');
    await ui.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByText('Tu contraseña ha sido restablecida.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/Auth/Login');
    expect(sentBody(api, 'POST /api/reset-password')).toEqual({
      token: 'abc123',
      email: 'ana@example.com',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
  });

  it('shows a token the server refuses, although the token has no field', async () => {
    const message = 'Este token de restablecimiento de contraseña no es válido.';
    stubApi({
      'POST /api/reset-password': {
        status: 422,
        body: { message: 'Hay campos vacíos', errors: { token: [message] } },
      },
    });
    renderWithProviders(<ResetPasswordPage />, {
      route: '/Auth/ResetPassword?token=old&email=ana%40example.com',
    });
    const ui = userEvent.setup();

    await ui.type(screen.getByLabelText(/^Nueva contraseña \*$/), 'newpass123');
    await ui.type(screen.getByLabelText(/^Confirmar nueva contraseña \*$/), 'newpass123');
    await ui.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers a new link when the token is missing', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/Auth/ResetPassword' });

    expect(screen.getByRole('alert').textContent).toContain('no está completo');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' }).getAttribute('href')).toBe(
      '/Auth/ForgotPassword',
    );
  });
});
