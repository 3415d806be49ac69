import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { contentPage, signedIn } from '../test/fixtures';
import { Component as CreatePage } from './content-page-create-page';
import { Component as EditPage } from './content-page-edit-page';
import { Component as ListPage } from './content-pages-list-page';

const LIST = '/admin/settings/Information';

function render(path: string, permissions?: Parameters<typeof signedIn>[0]) {
  return renderRoutes(
    [
      { path: LIST, Component: ListPage },
      { path: `${LIST}/create`, Component: CreatePage },
      { path: `${LIST}/:id`, Component: EditPage },
    ],
    { path, user: signedIn(permissions) },
  );
}

describe('shop pages in the back office', { timeout: 20_000 }, () => {
  it('lists the pages; a shop page cannot be deleted, another can', async () => {
    stubApi({
      'GET /api/admin/content-pages': {
        body: listReply([
          contentPage(),
          contentPage({ id: 9, slug: 'como-comprar', title: 'Cómo comprar', fixed: false, published: false }),
        ]),
      },
    });
    render(LIST);

    const policy = (await screen.findByText('Política de envíos')).closest('tr') as HTMLElement;
    expect(within(policy).getByText('De la tienda')).toBeTruthy();
    expect(within(policy).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(
      within(policy)
        .getByRole('link', { name: 'Ver la página Política de envíos en la tienda' })
        .getAttribute('href'),
    ).toBe('/shipment-policy');
    const draft = screen.getByText('Cómo comprar').closest('tr') as HTMLElement;
    expect(within(draft).getByText('Borrador')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Eliminar la página Cómo comprar' })).toBeTruthy();
    expect(
      within(draft).getByRole('link', { name: 'Editar la página Cómo comprar' }).getAttribute('href'),
    ).toBe(`${LIST}/9`);
  });

  it('shows the list without the changing actions to a reader', async () => {
    stubApi({ 'GET /api/admin/content-pages': { body: listReply([contentPage({ fixed: false })]) } });
    render(LIST, ['read_settings']);

    await screen.findByText('Política de envíos');
    expect(screen.queryByRole('link', { name: 'Nueva página' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('makes the address from the title when it is left blank, and checks the title first', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/content-pages': { status: 201, body: contentPage({ id: 12, fixed: false }) },
      'GET /api/admin/content-pages': { body: listReply([]) },
    });
    const user = userEvent.setup({ delay: null });
    render(`${LIST}/create`);

    await user.click(await screen.findByRole('button', { name: 'Crear' }));
    const title = screen.getByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, 'POST /api/admin/content-pages')).toHaveLength(0);

    await user.type(title, 'Envíos a provincias');
    await user.type(screen.getByRole('textbox', { name: /^Sección/ }), 'Ayuda');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/content-pages')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/admin/content-pages')[0]?.body).toMatchObject({
      slug: 'envios-a-provincias',
      title: 'Envíos a provincias',
      section: 'Ayuda',
      published: true,
      position: 0,
    });
  });

  it('keeps the address of a shop page and shows the server refusals beside their fields', async () => {
    stubApi({
      'GET /api/admin/content-pages/3': { body: contentPage() },
      'PUT /api/admin/content-pages/3': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { title: ['No se permiten duplicados'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(`${LIST}/3`);

    const slug = (await screen.findByRole('textbox', { name: /^Dirección/ })) as HTMLInputElement;
    expect(slug.disabled).toBe(true);
    expect(screen.getByText('Esta página es de la tienda: su dirección no cambia.')).toBeTruthy();
    expect(await screen.findByText('Entregamos en La Habana.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const title = screen.getByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('No se permiten duplicados')).toBeTruthy();
  });

  it('says so when the page does not exist', async () => {
    stubApi({ 'GET /api/admin/content-pages/99': { status: 404, body: { message: 'No encontrado' } } });
    render(`${LIST}/99`);
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
  });
});
