import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { Component as RegisterPage } from './register-page';

const form = {
  name: 'Ana',
  lastname: 'Pérez',
  email: 'ana@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
};

async function fillIn(values: typeof form) {
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText(/^Nombre \*$/), values.name);
  await ui.type(screen.getByLabelText(/^Apellidos \*$/), values.lastname);
  await ui.type(screen.getByLabelText(/^Correo electrónico \*$/), values.email);
  await ui.type(screen.getByLabelText(/^Contraseña \*$/), values.password);
  await ui.type(screen.getByLabelText(/^Confirmar contraseña \*$/), values.password_confirmation);
  await ui.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('register page', () => {
  it('marks every field required and asks for each before calling the server', async () => {
    const api = stubApi({});
    renderWithProviders(<RegisterPage />, { route: '/Auth/Register' });
    const fields = ['Nombre', 'Apellidos', 'Correo electrónico', 'Contraseña', 'Confirmar contraseña'];
    // The label shows an asterisk and the field says "required" to a screen reader.
    for (const label of fields) {
      expect((screen.getByLabelText(new RegExp(`^${label} \\*$`)) as HTMLInputElement).required).toBe(true);
    }

    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(4);
    expect(api).not.toHaveBeenCalled();
    // The keyboard lands on the first field refused, not left on the button with the errors above it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre \*$/)));
  });

  it('says when the confirmation does not match the password', async () => {
    const api = stubApi({});
    renderWithProviders(<RegisterPage />, { route: '/Auth/Register' });

    await fillIn({ ...form, password_confirmation: 'secret124' });

    expect(await screen.findByText('La confirmación de la contraseña no coincide')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the account, signs nobody in, and asks to check the inbox', async () => {
    const message = 'Revisa tu correo: te hemos enviado un mensaje para continuar con el registro.';
    const api = stubApi({ 'POST /api/register': { status: 202, body: { message } } });
    const { router, queryClient } = renderWithProviders(<RegisterPage />, { route: '/Auth/Register' });

    await fillIn(form);

    await waitFor(() => expect(router.state.location.pathname).toBe('/Auth/VerifyEmail'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(queryClient.getQueryData(currentUserQuery.queryKey) ?? null).toBeNull();
    expect(sentBody(api, 'POST /api/register')).toEqual(form);
  });

  it('shows the server’s message for a taken e-mail on its field', async () => {
    stubApi({
      'POST /api/register': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { email: ['Ya existe una cuenta con este correo'] },
        },
      },
    });
    renderWithProviders(<RegisterPage />, { route: '/Auth/Register' });

    await fillIn(form);

    expect(await screen.findByText('Ya existe una cuenta con este correo')).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico \*$/).getAttribute('aria-invalid')).toBe('true');
    // The server's refusal moves the focus as the form's own checks do: to the field it is about.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Correo electrónico \*$/)),
    );
  });
});
