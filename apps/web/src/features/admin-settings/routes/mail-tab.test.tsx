import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

const SAVED = {
  mailer: 'smtp',
  host: 'smtp.labodeguita.cu',
  port: 587,
  username: 'ventas',
  encryption: 'starttls',
  from_address: 'ventas@labodeguita.cu',
  password_set: true,
  environment_server: false,
};

const render = () =>
  renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
    path: '/admin/settings/Generals?tab=mail',
    user: testUser({ all_permissions: ['ALL'] }),
  });

describe('the mail tab', { timeout: 20_000 }, () => {
  it('never holds the stored password: saving other fields keeps it, and the server refusal is said', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/mail': { body: SAVED },
      'PUT /api/admin/settings/mail': {
        status: 422,
        body: { message: 'Error al actualizar la configuración del correo' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();

    expect(
      await screen.findByText('Hay una contraseña guardada: escribe otra solo para cambiarla.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    const host = screen.getByRole('textbox', { name: /^Servidor/ });
    await user.clear(host);
    await user.type(host, 'mail.labodeguita.cu');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/settings/mail')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/mail')[0]?.body).toEqual({
      mailer: 'smtp',
      host: 'mail.labodeguita.cu',
      port: 587,
      username: 'ventas',
      encryption: 'starttls',
      from_address: 'ventas@labodeguita.cu',
    });
    expect(await screen.findByText('Error al actualizar la configuración del correo')).toBeTruthy();
  });

  it('asks for the port when it is left blank and refuses one written with a point, sending nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/settings/mail': { body: SAVED } });
    const user = userEvent.setup({ delay: null });
    render();

    const port = await screen.findByRole('textbox', { name: /^Puerto/ });
    await user.clear(port);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    // "587.0": the point is the decimal comma here (decision 051), and no port has decimals (decision 078).
    await user.type(port, '587.0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un número entero')).toBeTruthy();
    expect(port).toHaveProperty('value', '587,0');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/mail')).toHaveLength(0);
  });

  it('sends a test mail and says where it went', async () => {
    stubApi({
      'GET /api/admin/settings/mail': { body: SAVED },
      'POST /api/admin/settings/mail/test': {
        body: { message: 'Correo de prueba enviado a ana@example.com' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();

    await user.click(await screen.findByRole('button', { name: 'Enviarme un correo de prueba' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Correo de prueba enviado a ana@example.com',
    );
  });

  it('says when the server has no SMTP_URL to send through, instead of describing one', async () => {
    stubApi({ 'GET /api/admin/settings/mail': { body: { ...SAVED, mailer: 'environment' } } });
    render();
    expect(
      await screen.findByText(
        /Esta instalación no tiene servidor de correo \(SMTP_URL\): la tienda no envía/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/La tienda envía los correos por el servidor que indica/)).toBeNull();
  });

  it('names SMTP_URL’s server as the one mail goes through when there is one', async () => {
    stubApi({
      'GET /api/admin/settings/mail': { body: { ...SAVED, mailer: 'environment', environment_server: true } },
    });
    render();
    expect(await screen.findByText(/La tienda envía los correos por el servidor que indica/)).toBeTruthy();
  });
});
