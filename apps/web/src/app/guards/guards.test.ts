import type { CurrentUserReply } from '@shop/contracts';
import { createMemoryRouter, isRouteErrorResponse, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { guard } from '.';

function userWith(permissions: string[], verified = true): CurrentUserReply {
  return {
    id: 7,
    name: 'Ana',
    lastname: 'Pérez',
    email: 'ana@example.com',
    role: { id: 2, key: null, name: 'Staff' },
    all_permissions: permissions,
    email_verified_at: verified ? '2025-01-01T00:00:00.000Z' : null,
  };
}

function signIn(user: CurrentUserReply | null) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Runs a guard loader as the router would for this path; resolves to the redirect or error it threw. */
async function visit(loader: LoaderFunction, path: string, params: Record<string, string> = {}) {
  const request = new Request(new URL(path, 'http://shop.test'));
  try {
    return { passed: await loader({ request, params, context: {} as never, pattern: '' } as never) };
  } catch (thrown) {
    return { thrown };
  }
}

function redirectOf(outcome: { thrown?: unknown }) {
  return outcome.thrown instanceof Response ? outcome.thrown.headers.get('Location') : undefined;
}

afterEach(() => queryClient.clear());

describe('guard: auth', () => {
  it('sends a visitor to the login page, remembering where they were going', async () => {
    signIn(null);
    const outcome = await visit(guard(['auth']), '/Profile?tab=orders');
    expect(redirectOf(outcome)).toBe('/Auth/Login?redirect=%2FProfile%3Ftab%3Dorders');
  });

  it('lets a signed-in user through', async () => {
    signIn(userWith([]));
    expect(await visit(guard(['auth']), '/Profile')).toEqual({ passed: null });
  });
});

describe('guard: guest', () => {
  it('sends a signed-in user to the store', async () => {
    signIn(userWith([]));
    expect(redirectOf(await visit(guard(['guest']), '/Auth/Login'))).toBe('/store');
  });

  it('lets a visitor through', async () => {
    signIn(null);
    expect(await visit(guard(['guest']), '/Auth/Login')).toEqual({ passed: null });
  });
});

describe('guard: permission', () => {
  const usersList = guard(['auth', 'permission'], { permissions: ['read_users'] });

  it('sends a user without the permission to /store, saying why (never a silent redirect)', async () => {
    const store = { show: vi.fn() };
    vi.doMock('@mantine/notifications', () => ({ notifications: store }));
    signIn(userWith(['read_roles']));
    expect(redirectOf(await visit(usersList, '/admin/users'))).toBe('/store');
    await vi.waitFor(() =>
      expect(store.show).toHaveBeenCalledWith({
        color: 'red',
        message: 'No tienes permiso para abrir esa página: te hemos traído a la tienda.',
      }),
    );
    vi.doUnmock('@mantine/notifications');
  });

  it('requires every listed permission', async () => {
    signIn(userWith(['read_users']));
    const both = guard(['auth', 'permission'], { permissions: ['read_users', 'update_users'] });
    expect(redirectOf(await visit(both, '/admin/users/3'))).toBe('/store');
  });

  it('lets a user holding the permission through', async () => {
    signIn(userWith(['read_users']));
    expect(await visit(usersList, '/admin/users')).toEqual({ passed: null });
  });

  it('grants everything to ALL', async () => {
    signIn(userWith(['ALL']));
    expect(await visit(usersList, '/admin/users')).toEqual({ passed: null });
    expect(await visit(guard(['check-create-product']), '/admin/products/Create')).toEqual({ passed: null });
  });

  it.each(['/', '/store', '/Offers', '/auth/login', '/admin/orders/5/show', '/payment_shopping_card/9'])(
    'never redirects away from the exempt path %s',
    async (path) => {
      signIn(userWith([]));
      expect(await visit(usersList, path)).toEqual({ passed: null });
    },
  );

  it('maps the named checks to their permissions', async () => {
    signIn(userWith(['update_products']));
    expect(await visit(guard(['check-edit-product']), '/admin/products/x/edit')).toEqual({ passed: null });
    expect(redirectOf(await visit(guard(['check-create-product']), '/admin/products/Create'))).toBe('/store');
    expect(redirectOf(await visit(guard(['check-edit-coin']), '/admin/coins/1'))).toBe('/store');
    expect(redirectOf(await visit(guard(['check-customization-settings']), '/admin/settings/x'))).toBe(
      '/store',
    );
  });
});

describe('guard: registered', () => {
  it('sends an unverified user to verify their e-mail', async () => {
    signIn(userWith([], false));
    expect(redirectOf(await visit(guard(['registered']), '/shopping-card-info'))).toBe('/Auth/VerifyEmail');
    expect(redirectOf(await visit(guard(['check-shopping-card-info']), '/shopping-card-info'))).toBe(
      '/Auth/VerifyEmail',
    );
  });

  it('sends a visitor to sign in and lets a verified user through', async () => {
    signIn(null);
    expect(redirectOf(await visit(guard(['registered']), '/shopping-card-info'))).toMatch(/^\/Auth\/Login\?/);
    signIn(userWith([]));
    expect(await visit(guard(['registered']), '/shopping-card-info')).toEqual({ passed: null });
  });
});

describe('guard: names and parameters', () => {
  it('refuses an unknown guard name', async () => {
    signIn(userWith([]));
    // @ts-expect-error 'x' is no guard: the type check refuses it first.
    const outcome = await visit(guard(['auth', 'x']), '/Orders');
    expect(outcome.thrown).toEqual(new Error("Unknown route middleware: 'x'"));
  });

  /** The route error the router holds after loading `path` (null when the page loaded). */
  async function routeErrorAt(path: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/admin/users/:id',
          loader: guard(['auth'], { params: { id: 'id' } }),
          Component: () => null,
          ErrorBoundary: () => null,
        },
      ],
      { initialEntries: [path] },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const error = Object.values(router.state.errors ?? {})[0] ?? null;
    router.dispose();
    return error;
  }

  it.each(['abc', '0', '-1', '1.5', '007', '99999999999'])('answers 404 for the id %s', async (id) => {
    signIn(userWith(['ALL']));
    const error = await routeErrorAt(`/admin/users/${id}`);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toBe(`Page not found: /admin/users/${id}`);
  });

  it('accepts a positive integer id', async () => {
    signIn(userWith(['ALL']));
    expect(await routeErrorAt('/admin/users/2147483647')).toBeNull();
  });
});
