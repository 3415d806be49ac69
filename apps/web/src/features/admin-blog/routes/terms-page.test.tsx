import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../../app/error-page';
import { contentIndexQuery } from '../../../lib/content-index';
import { queryClient } from '../../../lib/query-client';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as TermsPage } from './terms-page';

const routes = ['/admin/blogs/:kind', '/admin/blogs/:kind/create', '/admin/blogs/:kind/:id'].map((path) => ({
  path,
  Component: TermsPage,
}));
const recetas = { id: 4, name: 'Recetas', slug: 'recetas', posts: 2 };

describe('blog categories and keywords in the back office', { timeout: 20_000 }, () => {
  it('opens the edit dialog at /{id} and saves the new name, with an address made from it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/blog/categories': { body: listReply([recetas]) },
      'PUT /api/admin/blog/categories/4': { body: { ...recetas, name: 'Cocina cubana' } },
    });
    const user = userEvent.setup({ delay: null });
    queryClient.setQueryData(contentIndexQuery.queryKey, {
      sections: [],
      has: { offers: false, blog: false, info: false, faq: false },
    });
    renderRoutes(routes, { path: '/admin/blogs/categories/4', user: testUser({ all_permissions: ['ALL'] }) });

    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Cocina cubana');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Dirección/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/blog/categories/4')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/blog/categories/4')[0]?.body).toEqual({
      name: 'Cocina cubana',
      slug: 'cocina-cubana',
    });
    // The storefront's content index, which says whether it links to the blog, is read afresh.
    await waitFor(() =>
      expect(queryClient.getQueryState(contentIndexQuery.queryKey)?.isInvalidated).toBe(true),
    );
  });

  it('says the name is missing, not the address that may stay blank, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/blog/categories': { body: listReply([recetas]) } });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, {
      path: '/admin/blogs/categories/create',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    const address = within(dialog).getByRole('textbox', { name: /^Dirección/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(address.getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog).getAllByText('Este campo es requerido')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/admin/blog/categories')).toHaveLength(0);
  });

  it('opens the dialog of a term on another page of the list, read on its own', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/blog/categories': { body: listReply([recetas]) },
      'GET /api/admin/blog/categories/9': { body: { id: 9, name: 'Viajes', slug: 'viajes', posts: 0 } },
    });
    renderRoutes(routes, { path: '/admin/blogs/categories/9', user: testUser({ all_permissions: ['ALL'] }) });
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    expect((within(dialog).getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe(
      'Viajes',
    );
    expect(callsTo(fetchMock, 'GET /api/admin/blog/categories/4')).toHaveLength(0);
  });

  it('is the page not found for a term that does not exist', async () => {
    stubApi({
      'GET /api/admin/blog/categories': { body: listReply([recetas]) },
      'GET /api/admin/blog/categories/9': { status: 404, body: { message: 'No encontrado' } },
    });
    renderRoutes([...routes.map((route) => ({ ...route, ErrorBoundary: ErrorPage }))], {
      path: '/admin/blogs/categories/9',
      user: testUser({ all_permissions: ['ALL'] }),
    });
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
  });

  it('lists keywords with their posts, read-only without update_settings', async () => {
    stubApi({
      'GET /api/admin/blog/keywords': { body: listReply([{ ...recetas, name: 'café', slug: 'cafe' }]) },
    });
    renderRoutes(routes, {
      path: '/admin/blogs/keywords',
      user: testUser({ all_permissions: ['read_post'] }),
    });

    expect(await screen.findByRole('heading', { name: 'Palabras clave del blog' })).toBeTruthy();
    const row = (await screen.findByText('café')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nueva palabra clave' })).toBeNull();
    expect(within(row).queryByRole('link', { name: /Editar/ })).toBeNull();
  });
});
