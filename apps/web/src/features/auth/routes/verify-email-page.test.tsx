import type { CurrentUserReply } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { Component as VerifyEmailPage } from './verify-email-page';

const unverified: CurrentUserReply = {
  id: 8,
  name: 'Ana',
  lastname: 'Pérez',
  email: 'ana@example.com',
  role: { id: 2, key: 'customer', name: 'Cliente' },
  all_permissions: [],
  email_verified_at: null,
};

describe('verify e-mail page', () => {
  it('confirms a verified link', () => {
    stubApi({ 'GET /api/user': { body: { ...unverified, email_verified_at: '2025-01-01T00:00:00.000Z' } } });
    renderWithProviders(<VerifyEmailPage />, { route: '/Auth/VerifyEmail?verified=1', user: unverified });

    expect(screen.getByRole('status').textContent).toContain('Tu correo electrónico ha sido verificado');
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
  });

  it('explains an invalid or expired link', () => {
    renderWithProviders(<VerifyEmailPage />, { route: '/Auth/VerifyEmail?error=invalid' });

    expect(screen.getByRole('alert').textContent).toContain('no es válido o ha caducado');
    expect(screen.getByRole('link', { name: 'Inicia sesión para pedir otro enlace' })).toBeTruthy();
  });

  it('resends the link and shows the server’s answer', async () => {
    const message = 'Se ha enviado un nuevo enlace de verificación a tu correo electrónico.';
    stubApi({ 'POST /api/email/verification-notification': { body: { message } } });
    renderWithProviders(<VerifyEmailPage />, { route: '/Auth/VerifyEmail', user: unverified });

    expect(screen.getByText(/ana@example\.com/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));

    expect((await screen.findByRole('status')).textContent).toContain(message);
  });

  it('says so when the e-mail is already verified', () => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/Auth/VerifyEmail',
      user: { ...unverified, email_verified_at: '2025-01-01T00:00:00.000Z' },
    });

    expect(screen.getByText('Tu correo electrónico ya está verificado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toBeTruthy();
  });
});
