import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { renderWithProviders, stubApi } from '../../../test/render';
import { vedado } from '../../checkout/test/fixtures';
import { orderSettings, payForms, STATUSES, shipmentSettings, signedIn } from '../test/fixtures';
import { Component as SettingsPage } from './settings-page';

const PATH = '/admin/settings/Generals';

function renderPage(search = '', permissions: Permission[] = ['ALL']) {
  return renderWithProviders(<SettingsPage />, { route: `${PATH}${search}`, user: signedIn(permissions) });
}

/** A settings API that echoes what is saved, as the server does. */
function settingsApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/settings/shipment': { body: shipmentSettings() },
    'PUT /api/admin/settings/shipment': ({ body }) => ({ body }),
    'GET /api/admin/settings/pay-forms': { body: payForms() },
    'PUT /api/admin/settings/pay-forms': ({ body }) => ({ body }),
    'GET /api/admin/settings/orders': { body: orderSettings() },
    'PUT /api/admin/settings/orders': ({ body }) => ({ body }),
    'GET /api/admin/order-statuses': { body: listReply(STATUSES) },
    ...extra,
  });
}

describe('/admin/settings/Generals', { timeout: 20_000 }, () => {
  it('opens the shipment tab and keeps the chosen tab in the URL, loading only that tab', async () => {
    const fetchMock = settingsApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();

    expect(await screen.findByRole('textbox', { name: 'Precio fijo' })).toHaveProperty('value', '5,00');
    expect(screen.getByRole('tab', { name: 'Envío' }).getAttribute('aria-selected')).toBe('true');
    expect(callsTo(fetchMock, 'GET /api/admin/settings/pay-forms')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Formas de pago' }));
    expect(await screen.findAllByRole('textbox', { name: 'Nombre' })).toHaveLength(3);
    expect(router.state.location.search).toBe('?tab=pay-forms');
    expect(screen.getByDisplayValue('Efectivo contra entrega')).toBeTruthy();
  });

  it('opens the tab the URL names', async () => {
    settingsApi({ 'GET /api/point-of-sales/pickup': { body: { data: [vedado] } } });
    renderPage('?tab=pickup');
    expect(await screen.findByDisplayValue('Calle 23 y L, Vedado')).toBeTruthy();
    expect(
      await screen.findByText(/Los clientes eligen entre los puntos de venta activos que aceptan recogidas/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Puntos de venta' }).getAttribute('href')).toBe(
      '/admin/point_of_sales',
    );
  });

  it('warns that no shopper can order once home delivery is off and no point of sale takes pickups', async () => {
    settingsApi({ 'GET /api/point-of-sales/pickup': { body: { data: [] } } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const warning =
      'Sin entrega a domicilio ni un punto de venta que acepte recogidas, ningún cliente puede hacer un pedido.';
    await user.click(await screen.findByRole('switch', { name: /Entrega a domicilio/ }));
    expect(await screen.findByText(warning)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /Entrega a domicilio/ }));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('does not warn of home delivery switched off while a point of sale takes pickups', async () => {
    settingsApi({ 'GET /api/point-of-sales/pickup': { body: { data: [vedado] } } });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderPage();
    await user.click(await screen.findByRole('switch', { name: /Entrega a domicilio/ }));
    // Once the points are known, which is when the warning would show.
    await waitFor(() => expect(queryClient.getQueryData(['points-of-sale', 'pickup'])).toBeDefined());
    expect(screen.queryByText(/ningún cliente puede hacer un pedido/)).toBeNull();
  });

  it('warns that pickup is on but offered nowhere while no point of sale takes pickups', async () => {
    settingsApi({ 'GET /api/point-of-sales/pickup': { body: { data: [] } } });
    const user = userEvent.setup({ delay: null });
    renderPage('?tab=pickup');
    const warning = /Ningún punto de venta activo acepta recogidas: los clientes no verán la recogida/;
    expect(await screen.findByText(warning)).toBeTruthy();
    // Switched off, there is nothing to warn of.
    await user.click(screen.getByRole('switch', { name: /Recogida en tienda/ }));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('saves the shipment tab in cents, keeping the pickup fields of the saved document', async () => {
    const fetchMock = settingsApi();
    const user = userEvent.setup({ delay: null });
    renderPage();

    const fixed = await screen.findByRole('textbox', { name: 'Precio fijo' });
    await user.clear(fixed);
    await user.type(fixed, '7,5');
    await user.click(screen.getByRole('button', { name: 'Añadir rango' }));
    await user.type(screen.getByRole('textbox', { name: 'Precio, rango 1' }), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ajustes guardados')).toBeTruthy();
    const [put] = callsTo(fetchMock, 'PUT /api/admin/settings/shipment');
    expect(put?.body).toEqual({
      ...shipmentSettings(),
      price_fixed: 750,
      shipment_unit_range: [{ from: 0, to: null, price: 300 }],
    });
  });

  it('shows the range rule beside the range and sends nothing while it is broken', async () => {
    const fetchMock = settingsApi();
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Añadir rango' }));
    await user.type(screen.getByRole('textbox', { name: 'Hasta, rango 1' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Precio, rango 1' }), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText(
        'El último rango debe terminar en infinito: [Y - ∞]; deja vacío su límite superior',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Los rangos empiezan en \[0 - X\] y terminan en \[Y - ∞\]/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/shipment')).toHaveLength(0);
  });

  it('starts a new range right after the last one, and blank when the last bound is no whole number', async () => {
    settingsApi();
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Añadir rango' }));
    await user.type(screen.getByRole('textbox', { name: 'Hasta, rango 1' }), '9');
    await user.click(screen.getByRole('button', { name: 'Añadir rango' }));
    expect(screen.getByRole('textbox', { name: 'Desde, rango 2' })).toHaveProperty('value', '10');

    // In Spanish "1.000" typed is one with three decimals (decision 078): no bound to start the next range after.
    const to = screen.getByRole('textbox', { name: 'Hasta, rango 2' });
    await user.type(to, '1.000');
    expect(to).toHaveProperty('value', '1,000');
    await user.click(screen.getByRole('button', { name: 'Añadir rango' }));
    expect(screen.getByRole('textbox', { name: 'Desde, rango 3' })).toHaveProperty('value', '');
  });

  it('puts the server field errors beside their inputs', async () => {
    settingsApi({
      'PUT /api/admin/settings/shipment': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { pickup_address: ['No puede tener más de 300 caracteres'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage('?tab=pickup');

    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const address = screen.getByRole('textbox', { name: /^Dirección de recogida/ });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
  });

  it('saves the pay forms as the list the API keeps', async () => {
    const fetchMock = settingsApi();
    const user = userEvent.setup({ delay: null });
    renderPage('?tab=pay-forms');

    const transfer = (await screen.findByText('Transferencia', { selector: 'legend' })).closest('fieldset');
    if (!transfer) throw new Error('no transfer fieldset');
    await user.click(within(transfer).getByRole('switch', { name: 'Habilitada' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await screen.findByText('Ajustes guardados');
    const [put] = callsTo(fetchMock, 'PUT /api/admin/settings/pay-forms');
    expect(put?.body).toEqual(payForms().map((f) => (f.code === 'transfer' ? { ...f, enabled: false } : f)));
  });

  it('fills the inventory status from the order statuses and saves its id', async () => {
    const fetchMock = settingsApi();
    const user = userEvent.setup({ delay: null });
    renderPage('?tab=orders');

    const select = await screen.findByRole('combobox', { name: 'Estado en que se descuenta el inventario' });
    expect(select).toHaveProperty('value', 'Al llegar a un estado final (no cancelado)');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/order-statuses')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/admin/order-statuses')[0]?.url.searchParams.get('per_page')).toBe(
      '100',
    );
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Entregado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await screen.findByText('Ajustes guardados');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/orders')[0]?.body).toEqual({
      ...orderSettings(),
      inventory_discount_status_id: 5,
    });
  });

  it('lets a reader without update_settings look but not save', async () => {
    settingsApi();
    renderPage('', ['read_settings']);

    expect(await screen.findByText('Puedes ver estos ajustes, pero no cambiarlos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    // A disabled fieldset disables every control inside it (the browser does it; happy-dom does not compute it).
    expect(screen.getByRole('textbox', { name: 'Precio fijo' }).closest('fieldset[disabled]')).not.toBeNull();
  });
});
