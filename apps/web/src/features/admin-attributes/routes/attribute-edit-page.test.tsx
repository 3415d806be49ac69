import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { COLOR } from '../test/fixtures';
import { Component as AttributeEditPage } from './attribute-edit-page';

function renderEdit() {
  return renderRoutes([{ path: '/admin/attributes/:id', Component: AttributeEditPage }], {
    path: '/admin/attributes/8',
    user: testUser({ id: 1, all_permissions: ['ALL'] }),
  });
}

describe('edit attribute and its terms', { timeout: 20_000 }, () => {
  it('shows the terms in the server order and saves the attribute name', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/attributes/8': { body: COLOR },
      'PUT /api/admin/attributes/8': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { name: ['Ya existe un atributo con este nombre'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    const terms = await screen.findByRole('table', { name: 'Términos' });
    const names = within(terms)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['Rojo', 'Azul']);

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/attributes/8')).toHaveLength(0);

    await user.type(name, 'Colour');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un atributo con este nombre')).toBeTruthy();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  });

  it('adds a term, and shows a server field error on the term dialog', async () => {
    let posted = 0;
    const fetchMock = stubApi({
      'GET /api/admin/attributes/8': { body: COLOR },
      'POST /api/admin/attributes/8/terms': () =>
        ++posted === 1
          ? {
              status: 422,
              body: {
                message: 'Hay campos vacíos o no válidos',
                errors: { name: ['Ya existe este término'] },
              },
            }
          : { status: 201, body: { id: 3, attribute_id: 8, name: 'Verde', slug: 'verde', priority: 2 } },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Añadir término' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo término' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Rojo');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir término' }));
    expect(await within(dialog).findByText('Ya existe este término')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Verde');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir término' }));

    expect(await screen.findByText('Término «Verde» añadido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/attributes/8/terms')[1]?.body).toEqual({
      name: 'Verde',
      priority: 0,
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/attributes/8')).toHaveLength(2));
  });

  it('keeps the server 409 message when a term is in use', async () => {
    stubApi({
      'GET /api/admin/attributes/8': { body: COLOR },
      'DELETE /api/admin/attributes/8/terms/1': {
        status: 409,
        body: { message: 'Hay productos con este término' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el término Rojo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar término' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Hay productos con este término');
  });
});
