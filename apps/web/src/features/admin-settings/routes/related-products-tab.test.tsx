import type { Permission } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { renderWithProviders, stubApi } from '../../../test/render';
import { relatedProductsSettings, signedIn } from '../test/fixtures';
import { Component as SettingsPage } from './settings-page';

const PATH = '/admin/settings/Generals?tab=related-products';

function renderTab(permissions: Permission[] = ['ALL']) {
  return renderWithProviders(<SettingsPage />, { route: PATH, user: signedIn(permissions) });
}

function relatedApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/settings/related-products': { body: relatedProductsSettings() },
    'PUT /api/admin/settings/related-products': ({ body }) => ({ body }),
    ...extra,
  });
}

describe('/admin/settings/Generals, related products tab', { timeout: 20_000 }, () => {
  it('shows the saved strategy, each with its explanation, and saves the chosen one with the count', async () => {
    const fetchMock = relatedApi();
    const user = userEvent.setup({ delay: null });
    renderTab();

    const sameCategory = await screen.findByRole('radio', { name: 'Misma categoría' });
    expect(sameCategory).toHaveProperty('checked', true);
    expect(screen.getByRole('tab', { name: 'Productos relacionados' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText(/Los productos que más veces están en los mismos pedidos/)).toBeTruthy();
    const count = screen.getByRole('textbox', { name: 'Cantidad de productos relacionados' });
    expect(count).toHaveProperty('value', '8');

    await user.click(screen.getByRole('radio', { name: 'Comprados juntos' }));
    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ajustes guardados')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/related-products')[0]?.body).toEqual({
      strategy: 'bought_together',
      count: 4,
    });
  });

  it('refuses a count out of 1 to 12 with a message, instead of changing what was typed', async () => {
    const fetchMock = relatedApi();
    const user = userEvent.setup({ delay: null });
    renderTab();

    const count = await screen.findByRole('textbox', { name: 'Cantidad de productos relacionados' });
    await user.clear(count);
    await user.type(count, '20');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Debe ser como máximo 12')).toBeTruthy();
    expect(count).toHaveProperty('value', '20');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/related-products')).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe ser como mínimo 1')).toBeTruthy();
    expect(count).toHaveProperty('value', '-5');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/related-products')).toHaveLength(0);

    // A point typed is the decimal comma in Spanish (decision 051): "4.000" is four with three decimals, shown so,
    // and refused as no whole number rather than saved as 4 (decision 078).
    await user.clear(count);
    await user.type(count, '4.000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un número entero')).toBeTruthy();
    expect(count).toHaveProperty('value', '4,000');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/related-products')).toHaveLength(0);
  });

  it('puts the server field errors beside their inputs', async () => {
    relatedApi({
      'PUT /api/admin/settings/related-products': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { count: ['Debe ser como máximo 12'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const count = screen.getByRole('textbox', { name: 'Cantidad de productos relacionados' });
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Debe ser como máximo 12').length).toBeGreaterThan(0);
  });

  it('lets a reader without update_settings look but not save', async () => {
    relatedApi({
      'GET /api/admin/settings/related-products': {
        body: relatedProductsSettings({ strategy: 'same_brand' }),
      },
    });
    renderTab(['read_settings']);

    const sameBrand = await screen.findByRole('radio', { name: 'Misma marca' });
    expect(sameBrand).toHaveProperty('checked', true);
    expect(screen.getByText('Puedes ver estos ajustes, pero no cambiarlos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(sameBrand.closest('fieldset[disabled]')).not.toBeNull();
  });
});
