import type { StoreRequest } from '@shop/contracts';

/** Reservations as the back office's list receives them. */
const base: StoreRequest = {
  id: 3,
  status: 'pending',
  wanted_on: '2026-11-28',
  note: 'Para la bodega de Centro Habana.',
  customer: { id: 9, name: 'Yamila Ortega (Cafetería El Parque)', email: 'cafeteria@example.com' },
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
