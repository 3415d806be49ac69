import type { Permission } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { signedIn, TREE } from '../test/fixtures';
import { Component as CategoriesPage } from './categories-page';

function renderTree(permissions?: Permission[]) {
  return renderRoutes([{ path: '/admin/categories', Component: CategoriesPage }], {
    path: '/admin/categories',
    user: signedIn(permissions),
  });
}

describe('category tree', { timeout: 20_000 }, () => {
  it('nests each subcategory under its parent, in the server order', async () => {
    stubApi({ 'GET /api/admin/categories/tree': { body: TREE } });
    renderTree();

    const tree = await screen.findByRole('list', { name: 'Categorías' });
    const top = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === tree);
    expect(top.map((item) => item.querySelector('p')?.textContent)).toEqual(['Ropa', 'Hogar']);
    const ropa = top[0] as HTMLElement;
    const children = within(ropa).getByRole('list');
    expect(
      within(children)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Niños', 'Adultos']);
    expect(within(top[1] as HTMLElement).getByText('Inactiva')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Añadir una subcategoría a Ropa' }).getAttribute('href')).toBe(
      '/admin/categories/create?parent_id=1',
    );
    expect(screen.getByRole('link', { name: 'Editar la categoría Niños' }).getAttribute('href')).toBe(
      '/admin/categories/2',
    );
  });

  it('shows the server 409 message when a category cannot be deleted', async () => {
    stubApi({
      'GET /api/admin/categories/tree': { body: TREE },
      'DELETE /api/admin/categories/1': {
        status: 409,
        body: { message: 'La categoría tiene subcategorías: muévelas o elimínalas antes' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderTree();

    await user.click(await screen.findByRole('button', { name: 'Eliminar la categoría Ropa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La categoría tiene subcategorías: muévelas o elimínalas antes',
    );
  });

  it('offers only what the user may do', async () => {
    stubApi({ 'GET /api/admin/categories/tree': { body: TREE } });
    renderTree(['read_categories']);

    await screen.findByText('Ropa');
    expect(screen.queryByRole('link', { name: 'Nueva categoría' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
  });
});
