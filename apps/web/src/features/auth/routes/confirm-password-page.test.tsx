import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { Component as ConfirmPasswordPage } from './confirm-password-page';

async function confirm(password: string) {
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Contraseña'), password);
  await ui.click(screen.getByRole('button', { name: 'Confirmar' }));
}

describe('confirm password page', () => {
  it('goes back to the page that asked for it', async () => {
    stubApi({ 'POST /api/user/confirm-password': { body: { message: 'Contraseña confirmada' } } });
    const { router } = renderWithProviders(<ConfirmPasswordPage />, {
      route: '/Auth/ConfirmPassword?redirect=%2Fadmin%2Fusers',
    });

    await confirm('secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('shows a wrong password on its field', async () => {
    stubApi({
      'POST /api/user/confirm-password': {
        status: 422,
        body: { message: 'Hay campos vacíos', errors: { password: ['La contraseña es incorrecta'] } },
      },
    });
    const { router } = renderWithProviders(<ConfirmPasswordPage />, { route: '/Auth/ConfirmPassword' });

    await confirm('wrong');

    expect(await screen.findByText('La contraseña es incorrecta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Auth/ConfirmPassword');
  });
});
