import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { typeTime } from '../../../test/time-field';
import { signedIn, VEDADO } from '../test/fixtures';
import { Component as PointOfSaleCreatePage } from './point-of-sale-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/point_of_sales/create', Component: PointOfSaleCreatePage },
      { path: '/admin/point_of_sales', element: <p>points list</p> },
    ],
    { path: '/admin/point_of_sales/create', user: signedIn() },
  );
}

describe('create point of sale', { timeout: 30_000 }, () => {
  it('marks the required fields and sends nothing while they are empty', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await screen.findByRole('textbox', { name: 'Longitud' });
    await user.click(await screen.findByRole('button', { name: 'Crear' }));

    // Name, address, province, municipality, the place (one sentence under the map for both coordinates) and the
    // first phone: a blank phone is missing, not in the wrong format.
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(6);
    expect(screen.queryByText('Formato de teléfono no válido.')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/point-of-sales')).toHaveLength(0);
  });

  it('refuses hours out of order beside the period', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Añadir horario el Martes' }));
    typeTime('Martes, horario 1: abre', '13:00');
    typeTime('Martes, horario 1: cierra', '09:00');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Las horas del horario deben estar en orden ascendente')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/point-of-sales')).toHaveLength(0);
  });

  it('sends the point with its municipality, phones and week, and goes back to the list', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/point-of-sales': { status: 201, body: VEDADO } });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Tienda Vedado');
    await user.type(screen.getByRole('textbox', { name: /^Dirección/ }), 'Calle 23 No. 456');
    await user.click(screen.getByRole('combobox', { name: /^Provincia/ }));
    await user.click(await screen.findByRole('option', { name: 'La Habana' }));
    await user.click(screen.getByRole('combobox', { name: /^Municipio/ }));
    await user.click(await screen.findByRole('option', { name: 'Plaza de la Revolución' }));
    // The map's fields: one coordinate written, the other starts where the map does (central Havana).
    await user.type(await screen.findByRole('textbox', { name: 'Longitud' }), '-82,3839');
    const latitude = screen.getByRole('textbox', { name: 'Latitud' });
    expect(latitude).toHaveProperty('value', '23,1136');
    await user.clear(latitude);
    await user.type(latitude, '23,1385');
    await user.type(screen.getByRole('textbox', { name: /^Teléfono 1/ }), '7 830 1234');
    await user.click(screen.getByRole('button', { name: 'Añadir teléfono' }));
    await user.type(screen.getByRole('textbox', { name: /^Teléfono 2/ }), '52345678');

    // Saturday first, then two periods on Tuesday: the list still goes out sorted by weekday.
    await user.click(screen.getByRole('button', { name: 'Añadir horario el Sábado' }));
    typeTime('Sábado, horario 1: cierra', '14:00');
    await user.click(screen.getByRole('button', { name: 'Añadir horario el Martes' }));
    await user.click(screen.getByRole('button', { name: 'Añadir horario el Martes' }));
    typeTime('Martes, horario 2: abre', '14:00');
    typeTime('Martes, horario 2: cierra', '17:30');
    const tuesday = screen.getByRole('group', { name: 'Martes' });
    expect(within(tuesday).queryByText('Cerrado')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Lunes' })).getByText('Cerrado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('points list')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/point-of-sales')[0]?.body).toEqual({
      name: 'Tienda Vedado',
      address: 'Calle 23 No. 456',
      province: 'la-habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      longitude: -82.3839,
      latitude: 23.1385,
      phones: ['+5378301234', '+5352345678'],
      schedule: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '14:00', closes: '17:30' },
        { weekday: 6, opens: '09:00', closes: '14:00' },
      ],
      use_for_local_pickup: true,
      main_warehouse: false,
      active: true,
    });
  });

  it('clears the municipality when another province is chosen', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('combobox', { name: /^Provincia/ }));
    await user.click(await screen.findByRole('option', { name: 'La Habana' }));
    await user.click(screen.getByRole('combobox', { name: /^Municipio/ }));
    await user.click(await screen.findByRole('option', { name: 'Playa' }));
    expect((screen.getByRole('combobox', { name: /^Municipio/ }) as HTMLInputElement).value).toBe('Playa');
    await user.click(screen.getByRole('combobox', { name: /^Provincia/ }));
    await user.click(await screen.findByRole('option', { name: 'Matanzas' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Municipio/ }) as HTMLInputElement).value).toBe(''),
    );
  });
});
