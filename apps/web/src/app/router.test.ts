import { SPA_PAGE_PATTERNS, sendsVisitorsToSignIn } from '@shop/contracts';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../lib/current-user';
import { queryClient } from '../lib/query-client';
import { fullRouteTable } from '../test/full-route-table';
import { routes as firstLoadRoutes, OFFICE_PATH, type PageHandle } from './router';

const routes = fullRouteTable(firstLoadRoutes);

/** Every page the route table renders, as full paths; splats (`*`) are the not-found routes, not pages. */
function pagesOf(table: RouteObject[], base = ''): string[] {
  return table.flatMap((route) => {
    const path =
      route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const renders =
      route.index ||
      (route.path !== undefined && (route.Component || route.lazy || route.element || route.loader));
    const own = renders && !path.endsWith('*') ? [path || '/'] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it('matches paths case-insensitively', () => {
    expect(leaf('/auth/login')?.path).toBe('Auth/Login');
    expect(leaf('/AUTH/REGISTER')?.path).toBe('Auth/Register');
    expect(leaf('/profile')?.path).toBe('Profile');
    expect(leaf('/Admin/Roles/create')?.path).toBe('roles/Create');
  });

  it('is the list of pages the server answers with 200 (every other path: 404)', () => {
    const pages = [...new Set(pagesOf(routes))].filter((page) => page !== '/404');
    expect(pages.sort()).toEqual([...SPA_PAGE_PATTERNS].sort());
  });

  it('ends each of those pages on a screen, not on a layout with nothing in it', () => {
    for (const pattern of SPA_PAGE_PATTERNS) {
      const last = leaf(pattern.replace(/:\w+/g, '1'));
      expect(last && !last.children?.length && last.path !== '*', pattern).toBe(true);
    }
  });

  it('leads the bare addresses of the back-office screens outside /admin to their lists', async () => {
    for (const path of ['/ExchangeRates', '/Distribution']) {
      const route = leaf(path);
      expect(route?.index, path).toBe(true);
      const load = route?.loader as (args: { request: Request; params: object }) => Promise<Response>;
      const reply = await load({ request: new Request(new URL(path, 'http://shop.test')), params: {} });
      expect(reply.headers.get('Location'), path).toBe(`${path}/Index`);
    }
  });

  it('sends unknown paths to the not-found route', () => {
    expect(leaf('/no/such/page')?.path).toBe('*');
  });
});

describe('server-rendered pages', () => {
  const pages = ['/store', '/Offers', '/Products/cafe-cubita-molido-250-g', '/Cart'];

  it("name, for the server's preload links, the very modules their routes load", async () => {
    for (const page of pages) {
      for (const { route } of matchRoutes(routes, page) ?? []) {
        const source = (route.handle as PageHandle | undefined)?.source;
        if (!source || !route.lazy) continue;
        const load = route.lazy as () => Promise<{ Component?: unknown }>;
        const named = (await import(/* @vite-ignore */ `../../${source}`)) as { Component?: unknown };
        expect((await load()).Component, `${page}: ${source}`).toBe(named.Component);
      }
    }
  });

  it('are the storefront pages only', () => {
    const rendered = (page: string) => (leaf(page)?.handle as PageHandle | undefined)?.serverRender;
    for (const page of pages) expect(rendered(page)).toBe(true);
    expect(rendered('/checkout')).toBeUndefined();
    expect(rendered('/admin/users')).toBeUndefined();
  });
});

describe('the first load', () => {
  it('carries the storefront; the back office joins the table on the first visit of one of its paths', () => {
    const firstLoad = (path: string) => matchRoutes(firstLoadRoutes, path)?.at(-1)?.route.path;
    // Under /admin the admin '*' route matches first, which is when the router asks for the back office's screens.
    expect(firstLoad('/admin/users')).toBe('*');
    expect(firstLoad('/admin')).toBeUndefined();
    expect(leaf('/admin/users')?.path).toBe('users');
    // Its screens outside /admin first match a storefront page by its address; the router asks for them then.
    for (const path of [
      '/Products/Create',
      '/Products/Index',
      '/Products/camiseta/edit',
      '/ExchangeRates/Create',
    ]) {
      expect(OFFICE_PATH.test(path), path).toBe(true);
      expect(firstLoad(path), path).not.toBe(leaf(path)?.path);
    }
    expect(leaf('/Products/Create')?.path).toBe('Products/Create');
    expect(leaf('/Distribution/Index')?.path).toBe('Index');
    for (const path of ['/Products/camiseta', '/store', '/Products/Review/Read/camiseta'])
      expect(OFFICE_PATH.test(path), path).toBe(false);
  });
});

describe('the pages a visitor is sent to sign in from', () => {
  /** Whether the route guards on this page's way send a visitor to sign in (the storefront's loaders left out). */
  async function guardsSendToSignIn(path: string): Promise<boolean> {
    let toSignIn = false;
    for (const { route, params } of matchRoutes(routes, path) ?? []) {
      if (typeof route.loader !== 'function' || (route.handle as PageHandle | undefined)?.serverRender)
        continue;
      try {
        const request = new Request(new URL(path, 'http://shop.test'));
        await route.loader({ request, params, context: {} as never, pattern: '' } as never);
      } catch (thrown) {
        if (thrown instanceof Response && thrown.headers.get('Location')?.startsWith('/Auth/Login?redirect='))
          toSignIn = true;
      }
    }
    return toSignIn;
  }

  it('are those the server sends to sign in before any script runs', async () => {
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    for (const pattern of SPA_PAGE_PATTERNS) {
      const path = pattern.replace(/:\w+/g, '1');
      expect(await guardsSendToSignIn(path), pattern).toBe(sendsVisitorsToSignIn(pattern));
    }
  });
});
