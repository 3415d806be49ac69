import type { CurrentUserReply } from '@shop/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers';
import { currentUserQuery } from '../lib/current-user';
import { queryClient } from '../lib/query-client';

interface RenderRoutesOptions {
  /** The URL the memory router starts at. */
  path?: string;
  /** The signed-in user; null (the default) is a visitor. */
  user?: CurrentUserReply | null;
}

/**
 * Renders a route table as the app does: the real providers and the app's query client (the one guards read),
 * on a memory router. For shell tests: layouts, guards, error pages.
 */
export function renderRoutes(routes: RouteObject[], { path = '/', user = null }: RenderRoutesOptions = {}) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

export function testUser(overrides: Partial<CurrentUserReply> = {}): CurrentUserReply {
  return {
    id: 7,
    name: 'Ana',
    lastname: 'Pérez',
    email: 'ana@example.com',
    role: { id: 2, key: 'customer', name: 'Cliente' },
    all_permissions: [],
    email_verified_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
