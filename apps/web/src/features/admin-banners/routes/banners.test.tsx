import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as CreatePage } from './banner-create-page';
import { Component as EditPage } from './banner-edit-page';
import { Component as ListPage } from './banners-list-page';

const BANNER = {
  id: 7,
  section_url: '/store',
  title: 'Ofertas de temporada',
  button_text: 'Ver ofertas',
  url: '/Offers',
  active_web: true,
  active_movile: false,
  button_color: '#fab005',
  text_color: '#ffffff',
  button_position: 'bottom-left',
  border_color: '',
  border_width: 0,
  priority: 10,
  desktop_image: '/uploads/banners/a-desktop.webp',
  mobile_image: null,
  updated_at: '2026-11-24T10:00:00.000Z',
};

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/banners', Component: ListPage },
      { path: '/admin/banners/create', Component: CreatePage },
      { path: '/admin/banners/:id', Component: EditPage },
    ],
    { path, user: testUser({ all_permissions: ['ALL'] }) },
  );

describe('banners in the back office', { timeout: 20_000 }, () => {
  it('lists each banner with its picture, page and where it shows', async () => {
    stubApi({ 'GET /api/admin/banners': { body: listReply([BANNER]) } });
    render('/admin/banners');
    const row = (await screen.findByText('Ofertas de temporada')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Portada de la tienda')).toBeTruthy();
    expect(within(row).getByText('Ordenador')).toBeTruthy();
    expect(within(row).queryByText('Móvil')).toBeNull();
    expect(
      within(row).getByRole('link', { name: 'Editar el banner Ofertas de temporada' }).getAttribute('href'),
    ).toBe('/admin/banners/7');
  });

  it('creates a banner, then opens its page to add the pictures', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/banners': { status: 201, body: { ...BANNER, desktop_image: null } },
      'GET /api/admin/banners/7': { body: { ...BANNER, desktop_image: null } },
    });
    const user = userEvent.setup({ delay: null });
    render('/admin/banners/create');

    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Ofertas de temporada');
    await user.type(screen.getByRole('textbox', { name: 'Texto del botón' }), 'Ver ofertas');
    await user.type(screen.getByRole('textbox', { name: /^Enlace del botón/ }), '/Offers');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByRole('button', { name: 'Subir imagen para ordenador' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/banners')[0]?.body).toMatchObject({
      section_url: '/store',
      title: 'Ofertas de temporada',
      url: '/Offers',
      active_web: true,
      active_movile: true,
      border_width: 0,
    });
  });

  it('names the eye-dropper of each colour field, where the browser has one', async () => {
    // Chromium's EyeDropper API; Mantine shows the button only where it exists.
    vi.stubGlobal('EyeDropper', class {});
    render('/admin/banners/create');
    await screen.findByRole('textbox', { name: 'Título' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Tomar un color de la pantalla' })).toHaveLength(3),
    );
  });

  it("shows the server's refusal of a picture beside it", async () => {
    stubApi({
      'GET /api/admin/banners/7': { body: BANNER },
      'POST /api/admin/banners/7/images/mobile': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: {
            mobile_image: [
              'La imagen para móviles debe ser cuadrada, proporción 1/1 (por ejemplo, 720 × 720 px)',
            ],
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = render('/admin/banners/7');

    await screen.findByRole('button', { name: 'Subir imagen para móvil' });
    const inputs = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(
      inputs[1] as HTMLInputElement,
      new File([new Uint8Array(1000)], 'b.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByText(/debe ser cuadrada/)).toBeTruthy());
  });
});
