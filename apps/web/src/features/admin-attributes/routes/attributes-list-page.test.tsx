import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { attribute } from '../test/fixtures';
import { Component as AttributesListPage } from './attributes-list-page';

function renderList(url = '/admin/attributes') {
  return renderRoutes([{ path: '/admin/attributes', Component: AttributesListPage }], {
    path: url,
    user: testUser({ id: 1, all_permissions: ['ALL'] }),
  });
}

describe('attributes list', { timeout: 20_000 }, () => {
  it('shows each attribute with its number of terms, for the search and sort in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/attributes': {
        body: listReply([attribute(), attribute({ id: 9, name: 'Talla', slug: 'talla', terms_count: 1 })]),
      },
    });
    renderList('/admin/attributes?search=t&sort=-name');

    const color = (await screen.findByText('Color')).closest('tr') as HTMLElement;
    expect(within(color).getByText('2 términos')).toBeTruthy();
    expect(within(color).getByRole('link', { name: 'Editar el atributo Color' }).getAttribute('href')).toBe(
      '/admin/attributes/8',
    );
    expect(
      within(screen.getByText('Talla').closest('tr') as HTMLElement).getByText('1 término'),
    ).toBeTruthy();
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/attributes').at(-1)?.url.searchParams ?? []),
    ).toEqual({
      page: '1',
      per_page: '20',
      search: 't',
      sort: '-name',
    });
  });

  it('keeps the server 409 message in the delete dialog', async () => {
    stubApi({
      'GET /api/admin/attributes': { body: listReply([attribute()]) },
      'DELETE /api/admin/attributes/8': { status: 409, body: { message: 'Hay productos con este atributo' } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el atributo Color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar atributo' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Hay productos con este atributo');
  });
});
