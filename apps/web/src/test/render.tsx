import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CSRF_COOKIE, type CurrentUserReply } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme, withControlNames } from '../app/theme';
import { currentUserQuery } from '../lib/current-user';
import { i18n } from '../lib/i18n';

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The signed-in user; null (the default) is a visitor. */
  user?: CurrentUserReply | null;
}

/** Renders a screen as the app does: Mantine, notifications, a fresh query cache and a router (i18n: setup.ts). */
export function renderWithProviders(ui: ReactElement, { route = '/', user = null }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={namedTheme()} env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The theme as the app's providers give it: icon-only buttons named in Spanish. */
const namedTheme = () =>
  withControlNames(theme, {
    close: i18n.t('common:close'),
    clear: i18n.t('common:clear'),
  });

type StubReply = { status?: number; body?: unknown };
type StubHandler = StubReply | ((request: { body: unknown; url: URL }) => StubReply);

/**
 * Replaces `fetch` with a fake server answering `'METHOD /api/path'` keys, so the real API client
 * (CSRF header, JSON, errors) runs in the test. Returns the mock to inspect the calls.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the client sends this cookie back as its anti-forgery header.
  document.cookie = `${CSRF_COOKIE}=test-token; path=/`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof handler === 'function' ? handler({ body, url }) : handler;
    if (!reply) return Response.json({ message: `No stub for ${key}` }, { status: 404 });
    if (reply.body === undefined) return new Response(null, { status: reply.status ?? 204 });
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body the app sent on its n-th call to `'METHOD /api/path'`. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, key: string, nth = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), window.location.origin);
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  });
  const init = calls[nth]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
