import type { Permission } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { COINS, PRICE_CHANGES, signedIn } from '../test/fixtures';
import { Component as PriceChangesPage } from './price-changes-page';

const SHIRT = { id: 21, name: 'Camiseta básica', slug: 'camiseta-basica', sku: 'ROPA-000021' };
const CHANGES = [
  { ...PRICE_CHANGES[0], product: SHIRT },
  {
    ...PRICE_CHANGES[1],
    variation: { id: 31, sku: 'CAM-ROJO', label: 'Rojo' },
    discount_percentage: null,
    product: SHIRT,
  },
];

function renderPage(url = '/admin/products/price-changes', permissions?: Permission[]) {
  return renderRoutes(
    [
      { path: '/admin/products/price-changes', Component: PriceChangesPage },
      { path: '/admin/products/:slug/edit', element: <p>edit screen</p> },
    ],
    { path: url, user: signedIn(permissions) },
  );
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('price changes page', { timeout: 20_000 }, () => {
  it('lists every product’s changes with their product, each price from what to what, and exports the filters', async () => {
    const fetchMock = stubApi({
      'GET /api/coins': { body: COINS },
      'GET /api/admin/price-changes': { body: listReply(CHANGES, { total: 2 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderPage('/admin/products/price-changes?search=camiseta&reason=bulk&page=2');

    const table = await screen.findByRole('table', { name: 'Cambios de precio' });
    const [edit, bulk] = (await within(table).findAllByRole('link', { name: 'Camiseta básica' })).map(
      (link) => link.closest('tr'),
    );
    expect(within(edit as HTMLElement).getByText('ROPA-000021')).toBeTruthy();
    expect(text(edit)).toContain('13,00 $ → —');
    expect(text(edit)).toContain('Ana Pérez');
    // A variation's row names it and its own SKU, and has no percentage of its own.
    expect(within(bulk as HTMLElement).getByText('Rojo · CAM-ROJO')).toBeTruthy();
    expect(text(bulk)).toContain('Cambio en bloque de +10 %');
    expect(within(table).getAllByRole('link', { name: 'Camiseta básica' })[0]?.getAttribute('href')).toBe(
      '/admin/products/camiseta-basica/edit',
    );
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/price-changes')[0]?.url.searchParams ?? []),
    ).toEqual({
      search: 'camiseta',
      reason: 'bulk',
      page: '2',
      per_page: '20',
    });
    // The export downloads every page of what the list keeps: its filters, not its page.
    const exported = screen.getByRole('link', { name: 'Exportar' });
    const href = new URL(exported.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/api/admin/price-changes/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({ search: 'camiseta', reason: 'bulk' });

    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await user.click(await screen.findByRole('option', { name: 'Importación' }));
    expect(callsTo(fetchMock, 'GET /api/admin/price-changes').at(-1)?.url.searchParams.get('reason')).toBe(
      'import',
    );
  });

  it('names the products without a link for staff who may read but not edit them', async () => {
    stubApi({
      'GET /api/coins': { body: COINS },
      'GET /api/admin/price-changes': { body: listReply(CHANGES, { total: 2 }) },
    });
    renderPage('/admin/products/price-changes', ['read_products']);
    const table = await screen.findByRole('table', { name: 'Cambios de precio' });
    expect((await within(table).findAllByText('Camiseta básica')).length).toBe(2);
    expect(within(table).queryByRole('link', { name: 'Camiseta básica' })).toBeNull();
  });
});
