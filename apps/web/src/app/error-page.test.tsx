import { screen, waitFor } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { renderRoutes } from '../test/render-routes';
import { ErrorPage, notFoundLoader } from './error-page';

const unknownRoute = [{ path: '*', loader: notFoundLoader, ErrorBoundary: ErrorPage }];

describe('ErrorPage', () => {
  it("shows 'Page Not Found' and the path for an unknown route", async () => {
    await i18n.changeLanguage('en-US');
    renderRoutes(unknownRoute, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: /back to the store/i }).getAttribute('href')).toBe('/store');
    // The tab says so too, with the shop's name, as the server's HTML does.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Tienda'));
  });

  it('speaks Spanish by default', async () => {
    renderRoutes(unknownRoute, { path: '/nada' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('/nada')).toBeTruthy();
  });

  it("shows 'Internal Server Error' for a thrown error", async () => {
    await i18n.changeLanguage('en-US');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => {
      throw new Error('boom');
    };
    renderRoutes([{ path: '/broken', loader: failing, ErrorBoundary: ErrorPage }], { path: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    // The boundary logs from an effect, which may run after the heading is painted on a busy machine.
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });

  it("shows 'Page Not Found' when the screen's record is not found by the API (another shopper's order)", async () => {
    await i18n.changeLanguage('es-ES');
    const notYours = () => {
      throw new ApiError(404, { message: 'No encontrado' });
    };
    renderRoutes([{ path: '/orders/:order/show', Component: notYours, ErrorBoundary: ErrorPage }], {
      path: '/orders/7/show',
    });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('/orders/7/show')).toBeTruthy();
  });

  it("shows 'Internal Server Error' for any status other than 404", async () => {
    await i18n.changeLanguage('en-US');
    const unavailable = () => {
      throw data('down', { status: 503 });
    };
    renderRoutes([{ path: '/down', loader: unavailable, ErrorBoundary: ErrorPage }], { path: '/down' });
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
  });

  it("says, offline, that a screen's code was not kept, not that the server failed, and does not reload for it", async () => {
    await i18n.changeLanguage('es-ES');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const missingChunk = () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/faq-page.js');
    };
    renderRoutes([{ path: '/Frequent-Ask', loader: missingChunk, ErrorBoundary: ErrorPage }], {
      path: '/Frequent-Ask',
    });
    expect(
      await screen.findByText(
        'Esta página no está guardada en este dispositivo. Las páginas que ya visitaste sí se pueden ver.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    expect(screen.queryByText(/versión nueva/)).toBeNull();
    expect(screen.queryByText('500')).toBeNull();
    expect(screen.queryByText('Error interno del servidor')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
