import type { StoreRequest, StoreRequestProduct } from '@shop/contracts';

/** Wholesale reservations as the API sends them, for the wholesaler's and the back office's screens. */
const base: StoreRequest = {
  id: 3,
  status: 'pending',
  wanted_on: '2026-11-28',
  note: 'Para la bodega de Centro Habana.',
  customer: { id: 9, name: 'Rogelio Martínez', email: 'mayorista@example.com' },
  lines: [
    {
      product: { id: 11, slug: 'arroz-5-kg', name: 'Arroz 5 kg', sku: 'ARR-5' },
      variation: null,
      quantity: 10,
      unit_price_formatted: '7,60\u00a0$',
      line_total_formatted: '76,00\u00a0$',
    },
  ],
  units: 10,
  total_formatted: '76,00\u00a0$',
  reason: null,
  order: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-25T15:00:00.000Z',
};

export const PENDING: StoreRequest = base;
export const APPROVED: StoreRequest = {
  ...base,
  id: 2,
  status: 'approved',
  decided_by: 'Super Administrador',
};
export const REJECTED: StoreRequest = {
  ...base,
  id: 4,
  status: 'rejected',
  reason: 'Esa semana no tenemos arroz para 10 sacos.',
};

export const BEANS: StoreRequestProduct = {
  id: 12,
  slug: 'frijoles-negros-1-kg',
  name: 'Frijoles negros 1 kg',
  sku: 'FRI-1',
  min_quantity: 15,
  wholesale_price_formatted: '3,00\u00a0$',
  available: 87,
  variations: [],
};
