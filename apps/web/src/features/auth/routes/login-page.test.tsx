import type { CurrentUserReply } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { Component as LoginPage } from './login-page';

const user: CurrentUserReply = {
  id: 7,
  name: 'Ana',
  lastname: 'Pérez',
  email: 'ana@example.com',
  role: { id: 2, key: 'customer', name: 'Cliente' },
  all_permissions: [],
  email_verified_at: '2025-01-01T00:00:00.000Z',
};

async function signIn(email: string, password: string) {
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Correo electrónico'), email);
  await ui.type(screen.getByLabelText('Contraseña'), password);
  await ui.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login page', () => {
  it('signs in, keeps the user and goes to the page that asked for it', async () => {
    const api = stubApi({ 'POST /api/login': { body: { user } } });
    const { router, queryClient } = renderWithProviders(<LoginPage />, {
      route: '/Auth/Login?redirect=%2FProfile%2FOrders',
    });

    await signIn('ana@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/Profile/Orders'));
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);
    expect(sentBody(api, 'POST /api/login')).toEqual({ email: 'ana@example.com', password: 'secret123' });
  });

  it('goes to the store when the redirect points to another site', async () => {
    stubApi({ 'POST /api/login': { body: { user } } });
    const { router } = renderWithProviders(<LoginPage />, { route: '/Auth/Login?redirect=//evil.example' });

    await signIn('ana@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it('shows the server’s 422 message on the e-mail field', async () => {
    const message = 'Estas credenciales no coinciden con nuestros registros.';
    stubApi({
      'POST /api/login': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { email: [message] } },
      },
    });
    const { router, queryClient } = renderWithProviders(<LoginPage />, { route: '/Auth/Login' });

    await signIn('ana@example.com', 'wrong-password1');

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/Auth/Login');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });

  it('shows the too-many-attempts message', async () => {
    const message = 'Demasiados intentos. Inténtalo de nuevo en 1 minuto.';
    stubApi({ 'POST /api/login': { status: 429, body: { message } } });
    renderWithProviders(<LoginPage />, { route: '/Auth/Login' });

    await signIn('ana@example.com', 'secret123');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('checks the fields before calling the server', async () => {
    const api = stubApi({});
    renderWithProviders(<LoginPage />, { route: '/Auth/Login' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(api).not.toHaveBeenCalled();
  });

  it('links to sign-up and to the forgotten password page', () => {
    renderWithProviders(<LoginPage />, { route: '/Auth/Login' });

    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/Auth/Register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/Auth/ForgotPassword',
    );
  });
});
