import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { Component as ForgotPasswordPage } from './forgot-password-page';

describe('forgot password page', () => {
  it('shows the server’s answer', async () => {
    const message = 'Te hemos enviado por correo el enlace para restablecer tu contraseña.';
    const api = stubApi({ 'POST /api/forgot-password': { body: { message } } });
    renderWithProviders(<ForgotPasswordPage />, { route: '/Auth/ForgotPassword' });
    const ui = userEvent.setup();

    await ui.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await ui.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect((await screen.findByRole('status')).textContent).toContain(message);
    expect(sentBody(api, 'POST /api/forgot-password')).toEqual({ email: 'ana@example.com' });
  });
});
