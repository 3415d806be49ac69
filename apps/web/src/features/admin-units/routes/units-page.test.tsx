import type { Unit } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as UnitsPage } from './units-page';

const KG: Unit = {
  id: 3,
  name: 'Kilogramo',
  short_name: 'kg',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

function renderUnits(url = '/admin/units') {
  return renderRoutes([{ path: '/admin/units', Component: UnitsPage }], {
    path: url,
    user: testUser({ id: 1, all_permissions: ['ALL'] }),
  });
}

describe('units', { timeout: 20_000 }, () => {
  it('lists the units for the search and sort in the URL', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/units': { body: listReply([KG]) } });
    renderUnits('/admin/units?search=kil&sort=short_name');

    const row = (await screen.findByText('Kilogramo')).closest('tr') as HTMLElement;
    expect(within(row).getByText('kg')).toBeTruthy();
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/units').at(-1)?.url.searchParams ?? []),
    ).toEqual({
      page: '1',
      per_page: '20',
      search: 'kil',
      sort: 'short_name',
    });
  });

  it('requires both fields, then shows the server error beside the name', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/units': { body: listReply([KG]) },
      'POST /api/admin/units': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { name: ['Ya existe una unidad con este nombre'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderUnits();

    await user.click(await screen.findByRole('button', { name: 'Nueva unidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva unidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findAllByText('Este campo es requerido')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Kilogramo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Abreviatura' }), 'kg');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(await within(dialog).findByText('Ya existe una unidad con este nombre')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/units')[0]?.body).toEqual({
        name: 'Kilogramo',
        short_name: 'kg',
      }),
    );
  });

  it('keeps the server 409 message in the delete dialog', async () => {
    stubApi({
      'GET /api/admin/units': { body: listReply([KG]) },
      'DELETE /api/admin/units/3': {
        status: 409,
        body: { message: 'Hay productos que se venden por kilogramo' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderUnits();

    await user.click(await screen.findByRole('button', { name: 'Eliminar la unidad Kilogramo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar unidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Hay productos que se venden por kilogramo',
    );
  });
});
