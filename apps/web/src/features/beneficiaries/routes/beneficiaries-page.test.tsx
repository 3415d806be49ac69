import type { Beneficiary } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { beneficiary, MARIA, PEDRO } from '../test/fixtures';
import { Component as BeneficiariesPage } from './beneficiaries-page';

function renderPage(url = '/Profile/Beneficiaries') {
  return renderRoutes(
    [
      { path: '/Profile/Beneficiaries', Component: BeneficiariesPage },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { path: url, user: testUser() },
  );
}

/** The address book the fake server holds: GET reads it, POST puts the new one first. */
function addressBook(initial: Beneficiary[], created: Beneficiary = MARIA) {
  let list = initial;
  return {
    'GET /api/beneficiaries': () => ({ body: { data: list } }),
    'POST /api/beneficiaries': () => {
      list = [created, ...list];
      return { status: 201, body: created };
    },
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function openNewDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Añadir beneficiario' }));
  return within(await screen.findByRole('dialog', { name: 'Nuevo beneficiario' }));
}

/** Fills what the API requires: name, phone and place; the cross streets are left to each test. */
async function fillRequired(user: User, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByRole('textbox', { name: /^Nombre/ }), 'María');
  await user.type(dialog.getByRole('textbox', { name: /^Apellidos/ }), 'López Díaz');
  await user.type(dialog.getByRole('textbox', { name: /^Teléfono/ }), '5 234 5678');
  await user.click(dialog.getByRole('combobox', { name: /^Provincia/ }));
  await user.click(await screen.findByRole('option', { name: 'La Habana' }));
  await user.click(dialog.getByRole('combobox', { name: /^Municipio/ }));
  await user.click(await screen.findByRole('option', { name: 'Plaza de la Revolución' }));
  await user.type(dialog.getByRole('textbox', { name: /^Calle principal/ }), 'Calle 23');
}

const WARNING = /Solo se indicó la calle principal/;

describe('beneficiaries page', { timeout: 30_000 }, () => {
  it('shows each beneficiary with phone, streets and place', async () => {
    stubApi({ 'GET /api/beneficiaries': { body: { data: [MARIA, PEDRO] } } });
    renderPage();

    const maria = await screen.findByRole('article', { name: 'María López Díaz' });
    expect(within(maria).getByText('+53 5234 5678')).toBeTruthy();
    expect(within(maria).getByText('Calle 23 entre L y M, Apto 4')).toBeTruthy();
    expect(within(maria).getByText('Plaza de la Revolución, La Habana')).toBeTruthy();
    expect(within(maria).getByRole('button', { name: 'Editar a María López Díaz' })).toBeTruthy();
    const pedro = screen.getByRole('article', { name: 'Pedro Ruiz' });
    expect(within(pedro).getByText('Avenida 13')).toBeTruthy();
    expect(within(pedro).getByText('Cárdenas, Matanzas')).toBeTruthy();
  });

  it("links to the point of a beneficiary's last delivery on the map, and to none before a delivery", async () => {
    const door = { longitude: -82.3849, latitude: 23.1252 };
    stubApi({ 'GET /api/beneficiaries': { body: { data: [beneficiary({ location: door }), PEDRO] } } });
    renderPage();

    const maria = await screen.findByRole('article', { name: 'María López Díaz' });
    expect(
      within(maria).getByRole('link', { name: 'Punto de la última entrega en el mapa' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=23.1252&mlon=-82.3849#map=17/23.1252/-82.3849');
    const pedro = screen.getByRole('article', { name: 'Pedro Ruiz' });
    expect(within(pedro).queryByRole('link')).toBeNull();
  });

  it('says so when there are none yet', async () => {
    stubApi({ 'GET /api/beneficiaries': { body: { data: [] } } });
    renderPage();

    expect(await screen.findByText('Todavía no tienes beneficiarios')).toBeTruthy();
  });

  it("says when the province typed is none of the country's, rather than opening an empty list", async () => {
    stubApi({ 'GET /api/beneficiaries': { body: { data: [] } } });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewDialog(user);

    const province = dialog.getByRole('combobox', { name: /^Provincia/ });
    await user.type(province, 'Lima');
    // The province's own list, not the municipality's (which waits, empty, for a province).
    const list = await screen.findByRole('listbox', { name: /^Provincia/ });
    expect(within(list).getByText('Sin resultados')).toBeTruthy();
  });

  it('creates a beneficiary, sends the body the API reads and lists it', async () => {
    const fetchMock = stubApi(addressBook([PEDRO]));
    const user = userEvent.setup({ delay: null });
    renderPage();

    const dialog = await openNewDialog(user);
    await fillRequired(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: /^Entre la calle/ }), 'L');
    await user.type(dialog.getByRole('textbox', { name: /^Y la calle/ }), 'M');
    await user.type(dialog.getByRole('textbox', { name: /^Casa o apartamento/ }), 'Apto 4');
    await user.type(dialog.getByRole('textbox', { name: /^Carné de identidad/ }), '85010112345');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Beneficiario añadido')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'María López Díaz' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Nuevo beneficiario' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/beneficiaries')[0]?.body).toEqual({
      name: 'María',
      last_name: 'López Díaz',
      phone: '+5352345678',
      ci: '85010112345',
      email: null,
      province: 'la-habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      main_street: 'Calle 23',
      first_street: 'L',
      second_street: 'M',
      house_or_apartment: 'Apto 4',
      point_of_reference: null,
      address: null,
      date_born: null,
    });
    // Not sent here from the checkout: no way back to show.
    expect(screen.queryByRole('link', { name: 'Volver a finalizar la compra' })).toBeNull();
  });

  it('shows the server 422 message under its field and keeps the dialog open', async () => {
    const fetchMock = stubApi({
      'GET /api/beneficiaries': { body: { data: [] } },
      'POST /api/beneficiaries': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { main_street: ['No puede tener más de 50 caracteres'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const dialog = await openNewDialog(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Crear' }));

    expect(await dialog.findByText('No puede tener más de 50 caracteres')).toBeTruthy();
    const street = dialog.getByRole('textbox', { name: /^Calle principal/ });
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/beneficiaries')).toHaveLength(1);
  });

  it('warns, without refusing, when only the main street is given', async () => {
    const fetchMock = stubApi(addressBook([], PEDRO));
    const user = userEvent.setup({ delay: null });
    renderPage();

    const dialog = await openNewDialog(user);
    expect(dialog.queryByText(WARNING)).toBeNull();
    await fillRequired(user, dialog);
    expect(dialog.getByText(WARNING)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /^Entre la calle/ }), 'L');
    expect(dialog.queryByText(WARNING)).toBeNull();
    await user.clear(dialog.getByRole('textbox', { name: /^Entre la calle/ }));
    expect(dialog.getByText(WARNING)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Beneficiario añadido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/beneficiaries')[0]?.body).toMatchObject({
      main_street: 'Calle 23',
      first_street: null,
      second_street: null,
    });
  });

  it('edits a beneficiary from its own values', async () => {
    const fetchMock = stubApi({
      'GET /api/beneficiaries': { body: { data: [MARIA] } },
      'PUT /api/beneficiaries/1': { body: { ...MARIA, house_or_apartment: 'Apto 5' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Editar a María López Díaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar a María López Díaz' }));
    const house = dialog.getByRole('textbox', { name: /^Casa o apartamento/ });
    expect((house as HTMLInputElement).value).toBe('Apto 4');
    await user.clear(house);
    await user.type(house, 'Apto 5');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Beneficiario actualizado')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/beneficiaries/1')[0]?.body).toMatchObject({
      name: 'María',
      phone: '+5352345678',
      province: 'la-habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      house_or_apartment: 'Apto 5',
    });
  });

  it('says a new address forgets the last delivery point, and says nothing for a new phone', async () => {
    const door = { longitude: -82.3849, latitude: 23.1252 };
    stubApi({ 'GET /api/beneficiaries': { body: { data: [beneficiary({ location: door })] } } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const notice =
      'Con la nueva dirección se olvida el punto de la última entrega: en el próximo pedido, márcalo en el mapa.';

    await user.click(await screen.findByRole('button', { name: 'Editar a María López Díaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar a María López Díaz' }));
    const phone = dialog.getByRole('textbox', { name: /^Teléfono/ });
    await user.clear(phone);
    await user.type(phone, '5 333 4444');
    expect(dialog.queryByText(notice)).toBeNull();
    const house = dialog.getByRole('textbox', { name: /^Casa o apartamento/ });
    await user.clear(house);
    await user.type(house, 'Apto 9');
    expect(dialog.getByText(notice)).toBeTruthy();
    // Back to the door it was: the point stays.
    await user.clear(house);
    await user.type(house, 'Apto 4');
    expect(dialog.queryByText(notice)).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const fetchMock = stubApi({
      'GET /api/beneficiaries': { body: { data: [MARIA, PEDRO] } },
      'DELETE /api/beneficiaries/1': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Eliminar a María López Díaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar beneficiario' }));
    expect(dialog.getByText(/¿Eliminar a María López Díaz/)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/beneficiaries/1')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('María López Díaz ya no está entre tus beneficiarios')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/beneficiaries/1')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/beneficiaries').length).toBeGreaterThan(1));
  });

  it('leads back to the checkout once a beneficiary is added from there', async () => {
    stubApi(addressBook([]));
    const user = userEvent.setup({ delay: null });
    renderPage('/Profile/Beneficiaries?return=/checkout');

    const dialog = await openNewDialog(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Crear' }));

    await user.click(await screen.findByRole('link', { name: 'Volver a finalizar la compra' }));
    expect(await screen.findByText('checkout')).toBeTruthy();
  });

  it('ignores a return address that leads to another site', async () => {
    stubApi(addressBook([]));
    const user = userEvent.setup({ delay: null });
    renderPage('/Profile/Beneficiaries?return=//evil.example');

    const dialog = await openNewDialog(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByRole('article', { name: 'María López Díaz' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Volver/ })).toBeNull();
  });
});
