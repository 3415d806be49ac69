import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { OPTIONS, signedIn } from '../test/fixtures';
import { Component as ProductsImportPage } from './products-import-page';

const row = (line: number, name: string, errors: string[] = [], more: Record<string, unknown> = {}) => ({
  line,
  action: 'create',
  name,
  category: 'Bebidas',
  regular_price: 120,
  quantity: 48,
  changes: [],
  errors,
  ...more,
});

function renderImport() {
  return renderRoutes(
    [
      { path: '/admin/products/import', Component: ProductsImportPage },
      { path: '/admin/products/list', Component: () => <p>Lista de productos</p> },
    ],
    { path: '/admin/products/import', user: signedIn() },
  );
}

/** What the page sent as `dry_run` on each call, read from its multipart body. */
const dryRuns = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/admin/products/import'))
    .map(([, init]) => (init?.body as FormData | undefined)?.get('dry_run'));

describe('products import', { timeout: 20_000 }, () => {
  it('checks the file first, shows every row, and makes the products only when asked', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'POST /api/admin/products/import': () =>
        dryRuns(fetchMock).at(-1) === 'true'
          ? {
              body: {
                dry_run: true,
                created: 0,
                updated: 0,
                rows: [row(2, 'Malta Guajira'), row(3, 'Refresco de cola')],
              },
            }
          : {
              body: {
                dry_run: false,
                created: 2,
                updated: 0,
                rows: [row(2, 'Malta Guajira'), row(3, 'Refresco de cola')],
              },
            },
    });
    const user = userEvent.setup({ delay: null });
    const { container, router } = renderImport();

    expect(await screen.findByRole('heading', { name: 'Importar productos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar plantilla (CSV)' }).getAttribute('download')).toBe(
      'plantilla-productos.csv',
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['Nombre;Categoría;Precio'], 'bebidas.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Todas las filas están bien')).toBeTruthy();
    expect(screen.getByText('2 productos nuevos')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Filas del archivo' });
    expect(within(table).getByText('Malta Guajira')).toBeTruthy();
    expect(within(table).getAllByText('1,20 $')).toHaveLength(2);
    expect(within(table).getAllByText('48 unidades')).toHaveLength(2);
    expect(dryRuns(fetchMock)).toEqual(['true']);

    expect(within(table).getAllByText('Nuevo')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Importar 2 productos' }));
    expect(await screen.findByText('2 productos creados')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/products/list');
    expect(dryRuns(fetchMock)).toEqual(['true', 'false']);
  });

  it('shows what is wrong in each row and offers no button to make them', async () => {
    stubApi({
      ...OPTIONS,
      'POST /api/admin/products/import': {
        body: {
          dry_run: true,
          created: 0,
          updated: 0,
          rows: [row(2, 'Malta Guajira'), row(3, 'Galletas', ['Categoría: no existe «Dulces» en la tienda'])],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderImport();
    await screen.findByRole('heading', { name: 'Importar productos' });
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'dulces.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('1 fila tiene errores')).toBeTruthy();
    expect(screen.getByText('Categoría: no existe «Dulces» en la tienda')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Importar/ })).toBeNull();
  });

  it('shows what each product named by its SKU changes, from what to what, and saves the changes', async () => {
    const rows = [
      row(2, 'Café Cubita 250 g', [], {
        action: 'update',
        changes: [
          { column: 'regular_price', before: 450, after: 500 },
          { column: 'sale_price', before: 400, after: null },
          { column: 'quantity', before: 10, after: 12 },
        ],
      }),
      row(3, 'Azúcar 1 kg', [], { action: 'keep' }),
      row(4, 'Malta Guajira'),
    ];
    const fetchMock = stubApi({
      ...OPTIONS,
      'POST /api/admin/products/import': () => ({
        body:
          dryRuns(fetchMock).at(-1) === 'true'
            ? { dry_run: true, created: 0, updated: 0, rows }
            : { dry_run: false, created: 1, updated: 1, rows },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderImport();
    await screen.findByRole('heading', { name: 'Importar productos' });
    expect(
      screen.getByRole('link', { name: 'Descargar los productos de la tienda (CSV)' }).getAttribute('href'),
    ).toBe('/api/admin/products/export.csv');
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'precios.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('1 producto nuevo · 1 producto cambia · 1 sin cambios')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Filas del archivo' });
    expect(within(table).getByText('Precio: 4,50 $ → 5,00 $')).toBeTruthy();
    expect(within(table).getByText('Precio rebajado: 4,00 $ → (vacío)')).toBeTruthy();
    expect(within(table).getByText('Existencias: 10 unidades → 12 unidades')).toBeTruthy();
    expect(within(table).getByText('Sin cambios')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Importar 2 productos' }));
    expect(await screen.findByText('1 producto creado · 1 producto cambiado')).toBeTruthy();
  });

  it('offers nothing to import when every row is already as the shop has it', async () => {
    stubApi({
      ...OPTIONS,
      'POST /api/admin/products/import': {
        body: {
          dry_run: true,
          created: 0,
          updated: 0,
          rows: [row(2, 'Azúcar 1 kg', [], { action: 'keep' })],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderImport();
    await screen.findByRole('heading', { name: 'Importar productos' });
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'igual.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('No hay nada que cambiar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Importar/ })).toBeNull();
  });

  it('says why a file is refused whole', async () => {
    stubApi({
      ...OPTIONS,
      'POST /api/admin/products/import': {
        status: 422,
        body: {
          message: 'Los datos proporcionados no son válidos.',
          errors: { file: ['Faltan columnas obligatorias: Categoría'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderImport();
    await screen.findByRole('heading', { name: 'Importar productos' });
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'mal.csv', { type: 'text/csv' }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se puede importar este archivo')).toBeTruthy();
    expect(within(alert).getByText('Faltan columnas obligatorias: Categoría')).toBeTruthy();
  });
});
