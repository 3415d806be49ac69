import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { useLogout } from '../lib/session';
import { renderRoutes, testUser } from '../test/render-routes';
import { RootShell } from './root-shell';

/** A screen whose data call the server answers with 401: the session ended elsewhere. */
function ExpiredSessionScreen() {
  useEffect(() => {
    void api('/orders').catch(() => {});
  }, []);
  return <p>orders</p>;
}

function stubServer(favicon = '/uploads/icon.png') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/settings/favicon') return Response.json({ url: favicon });
    if (url.startsWith('/api/orders')) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    return Response.json({ message: 'not stubbed' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderShell(path: string) {
  return renderRoutes(
    [
      {
        Component: RootShell,
        children: [
          { path: '/Profile/Orders', Component: ExpiredSessionScreen },
          { path: '/Auth/Login', Component: () => <p>login page</p> },
          { path: '/store', Component: () => <p>store</p> },
        ],
      },
    ],
    { path, user: testUser() },
  );
}

/** A back-office list whose request is still in flight when the person signs out. */
function ListWithSignOut() {
  const logout = useLogout();
  useEffect(() => {
    void api('/admin/users').catch(() => {});
  }, []);
  return (
    <button type="button" onClick={() => void logout()}>
      sign out
    </button>
  );
}

describe('RootShell', () => {
  it('signing out goes to / even when a request sent before it comes back 401', async () => {
    let answerList: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/admin/users'))
          return new Promise<Response>((resolve) => (answerList = resolve));
        if (url === '/api/logout') {
          answerList(Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
          return new Response(null, { status: 204 });
        }
        if (url === '/api/settings/favicon') return Response.json({ url: '/favicon.svg' });
        return new Response(null, { status: 204 });
      }),
    );
    const { router } = renderRoutes(
      [
        {
          Component: RootShell,
          children: [
            { path: '/admin/users', Component: ListWithSignOut },
            { path: '/', Component: () => <p>home</p> },
            { path: '/Auth/Login', Component: () => <p>login page</p> },
          ],
        },
      ],
      { path: '/admin/users', user: testUser() },
    );
    (await screen.findByText('sign out')).click();
    expect(await screen.findByText('home')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(['current-user'])).toBeNull();
  });

  it('on a 401 clears the stored user and goes to /auth/login', async () => {
    stubServer();
    const { router } = renderShell('/Profile/Orders');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2FProfile%2FOrders');
    expect(queryClient.getQueryData(['current-user'])).toBeNull();
  });

  it('sets the page icon from GET /api/settings/favicon', async () => {
    const fetchMock = stubServer('/uploads/shop-icon.png');
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    renderShell('/store');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
        '/uploads/shop-icon.png',
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/favicon', expect.anything());
  });

  it('refuses a dangerous page icon address', async () => {
    stubServer('javascript:alert(1)');
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    renderShell('/store');
    await screen.findByText('store');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });
});
