import type { Permission } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { cardSalePaidTwice } from '../../../test/cards';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as CardSalesPage } from './card-sales-page';

const SALES = 'GET /api/admin/shopping-card-sales';
const REFUND = 'POST /api/admin/shopping-card-sales/5/payments/12/refund';

const sale = cardSalePaidTwice;

function renderSales(permissions: Permission[] = ['ALL'], path = '/admin/sales_buy_card') {
  return renderRoutes([{ path: '/admin/sales_buy_card', Component: CardSalesPage }], {
    path,
    user: testUser({ id: 1, all_permissions: permissions }),
  });
}

describe('/admin/sales_buy_card', { timeout: 20_000 }, () => {
  it("lists a sale's payments and gives the one owed back through its provider after asking", async () => {
    let given = false;
    const fetchMock = stubApi({
      [SALES]: () => ({
        body: listReply([
          given ? sale({ refund_due: false, refunded_at: '2026-11-21T10:00:00.000Z' }) : sale(),
        ]),
      }),
      [REFUND]: () => {
        given = true;
        return {
          body: { message: 'Pago devuelto: el cliente lo verá en su cuenta en unos días', sale: sale() },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSales();

    expect(await screen.findByText('25,00 $ con PayPal · a devolver')).toBeTruthy();
    expect(screen.getByText('Pago por devolver')).toBeTruthy();
    // The card it bought opens on its own page, with its ledger.
    expect(screen.getByRole('link', { name: '6012 3456 7890 1234' }).getAttribute('href')).toBe(
      '/admin/shopping_card/3',
    );
    await user.click(screen.getByRole('button', { name: 'Devolver el pago de 25,00 $ a María Rodríguez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el pago' });
    expect(
      within(dialog).getByText(/¿Devolver 25,00 \$ a María Rodríguez a través de PayPal\?/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Devolver el pago' }));

    expect(
      await screen.findByText('Pago devuelto: el cliente lo verá en su cuenta en unos días'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, REFUND)).toHaveLength(1);
    expect(await screen.findByText(/25,00 \$ con PayPal · devuelto el 21 nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Devolver el pago de/ })).toBeNull();
  });

  it("keeps the provider's refusal in the dialog, and offers no refund to staff who may only read", async () => {
    stubApi({
      [SALES]: { body: listReply([sale()]) },
      [REFUND]: {
        status: 409,
        body: { message: 'PayPal no aceptó devolver este pago; revísalo en su panel' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderSales();
    await user.click(
      await screen.findByRole('button', { name: 'Devolver el pago de 25,00 $ a María Rodríguez' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Devolver el pago' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'PayPal no aceptó devolver este pago; revísalo en su panel',
    );
    unmount();

    renderSales(['read_orders']);
    expect(await screen.findByText('25,00 $ con PayPal · a devolver')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Devolver el pago de/ })).toBeNull();
    // Cards sit in the settings: without reading them, the number is only text.
    expect(screen.getByText('6012 3456 7890 1234').closest('a')).toBeNull();
  });

  it('filters the sales with a payment to give back, from the address too', async () => {
    const fetchMock = stubApi({ [SALES]: { body: listReply([sale()]) } });
    const user = userEvent.setup({ delay: null });
    renderSales(['ALL'], '/admin/sales_buy_card?refund=due');
    const due = await screen.findByRole('checkbox', { name: 'Con pago por devolver' });
    expect((due as HTMLInputElement).checked).toBe(true);
    expect(callsTo(fetchMock, SALES)[0]?.url.searchParams.get('refund')).toBe('due');
    await user.click(due);
    expect((due as HTMLInputElement).checked).toBe(false);
    expect(callsTo(fetchMock, SALES).at(-1)?.url.searchParams.get('refund')).toBeNull();
  });
});
