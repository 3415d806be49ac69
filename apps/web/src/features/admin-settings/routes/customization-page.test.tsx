import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as CustomizationPage } from './customization-page';

const SAVED = {
  name: 'Tienda',
  logo_url: '',
  favicon_url: '/favicon.svg',
  primary_color: 'blue',
  color_scheme: 'light',
};

const render = (permissions = ['ALL']) =>
  renderRoutes([{ path: '/admin/settings/Customization', Component: CustomizationPage }], {
    path: '/admin/settings/Customization',
    user: testUser({ all_permissions: permissions as never }),
  });

describe('the Customization screen', { timeout: 20_000 }, () => {
  it('saves the name, the main colour and the starting mode', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/store': { body: SAVED },
      'PUT /api/admin/settings/store': {
        body: { ...SAVED, name: 'La Bodeguita', primary_color: 'teal', color_scheme: 'dark' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();

    const name = await screen.findByRole('textbox', { name: /^Nombre de la tienda/ });
    await user.clear(name);
    await user.type(name, 'La Bodeguita');
    await user.click(screen.getByRole('radio', { name: 'Verde azulado' }));
    await user.click(screen.getByText('Oscuro'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/settings/store')[0]?.body).toEqual({
        name: 'La Bodeguita',
        primary_color: 'teal',
        color_scheme: 'dark',
      }),
    );
  });

  it('uploads a logo at once and refuses a picture over 300 kB the browser cannot shrink before sending it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/store': { body: SAVED },
      'POST /api/admin/settings/store/logo': {
        body: { ...SAVED, logo_url: '/uploads/settings/abc-logo.webp' },
      },
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = render();

    expect(await screen.findByText('Sin logo: la cabecera muestra un icono de tienda.')).toBeTruthy();
    const [logoInput] = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const big = new File([new Uint8Array(301 * 1024)], 'grande.png', { type: 'image/png' });
    await user.upload(logoInput as HTMLInputElement, big);
    // jsdom decodes no picture, as a browser that cannot read the file's format.
    expect(
      await screen.findByText('La imagen pasa de 300 kB y el navegador no pudo reducirla.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/settings/store/logo')).toHaveLength(0);

    const small = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
    await user.upload(logoInput as HTMLInputElement, small);
    expect(await screen.findByRole('img', { name: 'Logo actual' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/settings/store/logo')).toHaveLength(1);
  });

  it('asks before removing the logo and removes it only once confirmed', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/store': { body: { ...SAVED, logo_url: '/uploads/settings/abc-logo.webp' } },
      'DELETE /api/admin/settings/store/logo': { body: SAVED },
    });
    const user = userEvent.setup({ delay: null });
    render();

    await user.click(await screen.findByRole('button', { name: 'Quitar el logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar el logo' });
    expect(
      within(dialog).getByText(
        '¿Quitar el logo? La cabecera mostrará un icono de tienda; para recuperarlo tendrás que volver a subirlo.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/settings/store/logo')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar el logo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar el logo' }),
    );
    expect(await screen.findByText('Sin logo: la cabecera muestra un icono de tienda.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/settings/store/logo')).toHaveLength(1);
  });

  it('shows a reader the look without the means to change it', async () => {
    stubApi({ 'GET /api/admin/settings/store': { body: SAVED } });
    render(['read_settings']);
    expect(await screen.findByText('Puedes ver estos ajustes, pero no cambiarlos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir logo' })).toBeNull();
  });
});
