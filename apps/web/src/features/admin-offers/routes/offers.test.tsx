import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { shownTime, typeTime } from '../../../test/time-field';
import { Component as CreatePage } from './offer-create-page';
import { Component as EditPage } from './offer-edit-page';
import { Component as ListPage } from './offers-list-page';

const OFFER = {
  id: 4,
  name: 'Rebajas de calzado',
  kind: 'percentage',
  value: 15,
  products: [],
  categories: [{ id: 5, name: 'Calzado' }],
  brands: [],
  retail: true,
  wholesale: false,
  starts_at: '2026-11-24T05:00:00.000Z',
  ends_at: '2026-12-02T05:00:00.000Z',
  priority: 10,
  enabled: true,
  state: 'running',
  product_count: 4,
  conflicts: [{ id: 9, name: 'Tenis a 30', priority: 20, products: 1 }],
  updated_at: '2026-11-24T10:00:00.000Z',
};

const OPTIONS = {
  'GET /api/admin/categories/tree': { body: [{ id: 5, name: 'Calzado', children: [] }] },
  'GET /api/brands': { body: [] },
  'GET /api/admin/products': { body: listReply([]) },
};

const render = (path: string, permissions = ['ALL']) =>
  renderRoutes(
    [
      { path: '/admin/offers', Component: ListPage },
      { path: '/admin/offers/Create', Component: CreatePage },
      { path: '/admin/offers/:id', Component: EditPage },
    ],
    { path, user: testUser({ all_permissions: permissions as never }) },
  );

describe('offers in the back office', { timeout: 20_000 }, () => {
  it('lists each offer with its discount, state, products it prices and its conflicts', async () => {
    stubApi({ 'GET /api/admin/offers': { body: listReply([OFFER]) } });
    render('/admin/offers');
    const row = (await screen.findByText('Rebajas de calzado')).closest('tr') as HTMLElement;
    expect(within(row).getByText('15 % menos')).toBeTruthy();
    expect(within(row).getByText('En curso')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByLabelText(/Coincide en productos y fechas con: Tenis a 30/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Editar Rebajas de calzado' }).getAttribute('href')).toBe(
      '/admin/offers/4',
    );
  });

  it('hides the create button and row actions from a reader', async () => {
    stubApi({ 'GET /api/admin/offers': { body: listReply([OFFER]) } });
    render('/admin/offers', ['read_offers']);
    await screen.findByText('Rebajas de calzado');
    expect(screen.queryByRole('link', { name: 'Nueva oferta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar Rebajas de calzado' })).toBeNull();
  });

  it('refuses a percentage above 100 before sending, then sends amounts as cents', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'POST /api/admin/offers': { status: 201, body: { ...OFFER, kind: 'amount', value: 150 } },
      'GET /api/admin/offers': { body: listReply([]) },
    });
    const user = userEvent.setup({ delay: null });
    render('/admin/offers/Create');
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Calzado -1,50');
    await user.type(screen.getByRole('textbox', { name: /^Porcentaje de descuento/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El porcentaje debe estar entre 1 y 100')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/offers')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Importe menos' }));
    await user.type(await screen.findByRole('textbox', { name: /^Importe a descontar/ }), '1,50');
    await user.click(screen.getByRole('combobox', { name: /^Categorías/ }));
    await user.click(await screen.findByRole('option', { name: 'Calzado' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await screen.findByText('Oferta creada; ahora rebaja 4 productos.');
    expect(callsTo(fetchMock, 'POST /api/admin/offers')[0]?.body).toMatchObject({
      name: 'Calzado -1,50',
      kind: 'amount',
      value: 150,
      category_ids: [5],
      retail: true,
    });
  });

  it('tells staff on the offer page which other offer wins the shared products', async () => {
    stubApi({ ...OPTIONS, 'GET /api/admin/offers/4': { body: OFFER } });
    render('/admin/offers/4');
    expect(
      await screen.findByText('«Tenis a 30» (prioridad 20) comparte 1 producto y gana por prioridad.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe(
      'Rebajas de calzado',
    );
  });

  it("reads and writes an offer's times on the shop's clock, wherever the browser is", async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/offers/4': { body: OFFER },
      'PUT /api/admin/offers/4': { body: OFFER },
    });
    const user = userEvent.setup({ delay: null });
    render('/admin/offers/4');
    // 05:00 UTC is midnight in Havana (UTC−5 in November), whatever zone the test's browser reads.
    const startDay = (await screen.findByRole('textbox', { name: 'Empieza (día)' })) as HTMLInputElement;
    expect([startDay.value, shownTime('Empieza')]).toEqual(['24/11/2026', '00:00']);
    const endDay = screen.getByRole('textbox', { name: 'Termina (día)' }) as HTMLInputElement;
    expect([endDay.value, shownTime('Termina')]).toEqual(['02/12/2026', '00:00']);
    expect(screen.getAllByText('Hora de la tienda (La Habana)')).toHaveLength(2);

    fireEvent.change(startDay, { target: { value: '25/11/2026' } });
    typeTime('Empieza', '09:30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/offers/4')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/offers/4')[0]?.body).toMatchObject({
      starts_at: '2026-11-25T14:30:00.000Z',
      ends_at: '2026-12-02T05:00:00.000Z',
    });
  });
});
