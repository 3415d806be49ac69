import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { BannerStrip } from './banner-strip';

const banner = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Ofertas de temporada',
  button_text: 'Ver ofertas',
  url: '/Offers',
  active_web: true,
  active_movile: true,
  button_color: '#fab005',
  text_color: '#ffffff',
  button_position: 'bottom-left',
  border_color: '',
  border_width: 0,
  desktop_image: `/uploads/banners/${id}-desktop.webp`,
  mobile_image: `/uploads/banners/${id}-mobile.webp`,
  ...extra,
});

describe('the banner strip', { timeout: 20_000 }, () => {
  it('shows each banner with the picture for the viewport, its title and button, where it is on', async () => {
    stubApi({
      'GET /api/banners': {
        body: {
          banners: [
            banner(1),
            banner(2, {
              title: 'Solo en ordenador',
              active_movile: false,
              mobile_image: null,
              url: 'https://x.cu',
            }),
          ],
        },
      },
    });
    renderRoutes([{ path: '/store', element: <BannerStrip section="/store" /> }], { path: '/store' });

    const first = await screen.findByRole('article', { name: 'Ofertas de temporada' });
    expect(first.querySelector('source')?.getAttribute('srcset')).toBe('/uploads/banners/1-mobile.webp');
    expect(first.querySelector('source')?.getAttribute('media')).toBe('(max-width: 599px)');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/banners/1-desktop.webp');
    expect(within(first).getByRole('link', { name: 'Ver ofertas' }).getAttribute('href')).toBe('/Offers');
    const second = screen.getByRole('article', { name: 'Solo en ordenador' });
    expect(second.getAttribute('data-movile')).toBe('false');
    expect(second.querySelector('source')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Ver ofertas' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('button', { name: 'Banner siguiente' })).toBeTruthy();
  });

  it("paints the button's words in the banner's text colour, never the title over the picture", async () => {
    // SPEC §3: the text colour is the button's. The demo's teal words on a teal picture read as nothing.
    stubApi({
      'GET /api/banners': {
        body: { banners: [banner(1, { button_color: '#ffffff', text_color: '#0b7285' })] },
      },
    });
    renderRoutes([{ path: '/store', element: <BannerStrip section="/store" /> }], { path: '/store' });

    const slide = await screen.findByRole('article', { name: 'Ofertas de temporada' });
    const button = within(slide).getByRole('link', { name: 'Ver ofertas' });
    expect(button.style.color).toBe('#0b7285');
    expect(within(slide).getByText('Ofertas de temporada').getAttribute('style')).toBeNull();
  });

  it('takes no room when the page has no banners', async () => {
    const fetchMock = stubApi({ 'GET /api/banners': { body: { banners: [] } } });
    const { container } = renderRoutes([{ path: '/store', element: <BannerStrip section="/store" /> }], {
      path: '/store',
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
