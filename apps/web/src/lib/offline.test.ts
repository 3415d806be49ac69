import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { errorMessage } from './error-message';
import { i18n } from './i18n';
import { forgetOfflineCopies, OfflineError, useOnline } from './offline';
import { dropUserData } from './session';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offline', () => {
  it('refuses a write at once, without calling the network, with a message in the shopper language', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    goOffline(true);
    const write = api('/cart', { method: 'POST', body: { product_id: 1, quantity: 1 } });
    await expect(write).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
    await i18n.changeLanguage('es-ES');
    expect(errorMessage(new OfflineError())).toBe(
      'Sin conexión: no se pudo enviar. Inténtalo de nuevo cuando vuelvas a tener conexión.',
    );
  });

  it('still sends reads, which the service worker answers from its copies', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    goOffline(true);
    await expect(api('/store/products')).resolves.toEqual({ data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a read failed for the lack of a kept copy, not for the server, while offline', async () => {
    await i18n.changeLanguage('es-ES');
    goOffline(true);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Sin conexión: esto no está guardado en este dispositivo. Las páginas que ya visitaste sí se pueden ver.',
    );
    goOffline(false);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'No se pudo conectar con el servidor. Inténtalo de nuevo.',
    );
  });

  it('follows the connection as it comes and goes', () => {
    goOffline(false);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => goOffline(true));
    expect(result.current).toBe(false);
    act(() => goOffline(false));
    expect(result.current).toBe(true);
  });

  it("forgets the copies of the shopper's own pages and data on sign-out, not the code", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    await forgetOfflineCopies();
    expect(deleted.sort()).toEqual(['shop-data', 'shop-pages']);
  });

  it('forgets them too when a session is found expired, not only on sign-out', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    dropUserData(new QueryClient());
    await vi.waitFor(() => expect(deleted.sort()).toEqual(['shop-data', 'shop-pages']));
  });
});
