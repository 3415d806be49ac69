import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fullRouteTable } from '../test/full-route-table';

const routes = fullRouteTable();

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);

describe('product screens in the route table', () => {
  it('serves the same screens under /admin/products and under the public /Products paths', async () => {
    const screens = async (path: string) => {
      const match = leaf(path);
      const lazy = match?.route.lazy;
      return typeof lazy === 'function' ? ((await lazy()) as { Component?: unknown }).Component : undefined;
    };
    expect(await screens('/admin/products/list')).toBe(await screens('/Products/Index'));
    expect(await screens('/admin/products/Create')).toBe(await screens('/Products/Create'));
    expect(await screens('/admin/products/camiseta/edit')).toBe(await screens('/products/camiseta/edit'));
    expect(leaf('/Products/camiseta/edit')?.params.slug).toBe('camiseta');
    expect(await screens('/admin/products/list')).not.toBe(await screens('/admin/products/Create'));
  });

  it('lands /admin/products on the list, keeping the query', async () => {
    const match = leaf('/admin/products');
    const loader = match?.route.loader;
    const request = new Request('http://shop.test/admin/products?search=cami');
    const reply =
      typeof loader === 'function' ? await loader({ request, params: {}, context: {} } as never) : null;
    expect(reply instanceof Response && reply.headers.get('Location')).toBe(
      '/admin/products/list?search=cami',
    );
  });

  it('leaves /Products/{product} to the storefront', () => {
    expect(leaf('/Products/camiseta')?.route.path).not.toBe(':slug/edit');
    expect(leaf('/Products/Index')?.route.path).toBe('Products/Index');
  });
});
