import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { category, signedIn, TREE } from '../test/fixtures';
import { Component as CategoryCreatePage } from './category-create-page';

function renderCreate(path = '/admin/categories/create') {
  return renderRoutes(
    [
      { path: '/admin/categories/create', Component: CategoryCreatePage },
      { path: '/admin/categories', element: <p>category tree</p> },
    ],
    { path, user: signedIn() },
  );
}

describe('create category', { timeout: 20_000 }, () => {
  it('requires a name and sends nothing without it', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/categories/tree': { body: TREE } });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Crear' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/admin/categories')).toHaveLength(0);
  });

  it('shows the slug error the server answers with beside the slug', async () => {
    stubApi({
      'GET /api/admin/categories/tree': { body: TREE },
      'POST /api/admin/categories': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { slug: ['Ya existe una categoría con este slug'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Niños');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const slug = screen.getByRole('textbox', { name: /^Dirección/ });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya existe una categoría con este slug')).toBeTruthy();
  });

  it('creates a subcategory of the parent named in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/categories/tree': { body: TREE },
      'POST /api/admin/categories': { status: 201, body: category({ id: 9 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate('/admin/categories/create?parent_id=1');

    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Bebés');
    await user.clear(screen.getByRole('textbox', { name: /^Prioridad/ }));
    await user.type(screen.getByRole('textbox', { name: /^Prioridad/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('category tree')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/categories')[0]?.body).toEqual({
      name: 'Bebés',
      description: '',
      priority: 3,
      active: true,
      parent_id: 1,
    });
  });
});
