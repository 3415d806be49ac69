import type { Brand, Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as BrandsPage } from './brands-page';

function brand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: 4,
    name: 'Acme',
    slug: 'acme',
    active: true,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderBrands(url = '/admin/brands', permissions: Permission[] = ['ALL']) {
  return renderRoutes([{ path: '/admin/brands', Component: BrandsPage }], {
    path: url,
    user: testUser({ id: 1, all_permissions: permissions }),
  });
}

describe('brands', { timeout: 20_000 }, () => {
  it('lists the brands the server sends for the search, sort and page in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/brands': {
        body: listReply([brand(), brand({ id: 5, name: 'Zeta', slug: 'zeta', active: false })]),
      },
    });
    renderBrands('/admin/brands?search=a&sort=-created_at&page=1');

    const acme = (await screen.findByText('Acme')).closest('tr') as HTMLElement;
    expect(within(acme).getByText('acme')).toBeTruthy();
    expect(within(acme).getByText('Activa')).toBeTruthy();
    expect(within(screen.getByText('Zeta').closest('tr') as HTMLElement).getByText('Inactiva')).toBeTruthy();
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/brands').at(-1)?.url.searchParams ?? []),
    ).toEqual({
      page: '1',
      per_page: '20',
      search: 'a',
      sort: '-created_at',
    });
  });

  it('creates a brand in a dialog: a name is required, and the server slug error lands on the slug', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/brands': { body: listReply([]) },
      'POST /api/admin/brands': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { slug: ['Ya existe una marca con este slug'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBrands();

    await user.click(await screen.findByRole('button', { name: 'Nueva marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/brands')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const slug = within(dialog).getByRole('textbox', { name: /^Dirección/ });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Ya existe una marca con este slug')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/brands')[0]?.body).toEqual({ name: 'Acme', active: true });
  });

  it('edits a brand with its own values', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/brands': { body: listReply([brand()]) },
      'PUT /api/admin/brands/4': { body: brand({ name: 'Acme Corp' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderBrands();

    await user.click(await screen.findByRole('button', { name: 'Editar la marca Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar marca' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), ' Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/brands/4')[0]?.body).toEqual({
        name: 'Acme Corp',
        slug: 'acme',
        active: true,
      }),
    );
    expect(await screen.findByText('Marca actualizada')).toBeTruthy();
  });

  it('keeps the server 409 message in the delete dialog', async () => {
    stubApi({
      'GET /api/admin/brands': { body: listReply([brand()]) },
      'DELETE /api/admin/brands/4': { status: 409, body: { message: 'Hay productos de esta marca' } },
    });
    const user = userEvent.setup({ delay: null });
    renderBrands();

    await user.click(await screen.findByRole('button', { name: 'Eliminar la marca Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar marca' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Hay productos de esta marca');
  });

  it('only reads when the user may not change products', async () => {
    stubApi({ 'GET /api/admin/brands': { body: listReply([brand()]) } });
    renderBrands('/admin/brands', ['read_attributes']);

    await screen.findByText('Acme');
    expect(screen.queryByRole('button', { name: 'Nueva marca' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
  });
});
