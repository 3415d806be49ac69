import { useLocation } from 'react-router';

export interface RatePaths {
  list: string;
  create: string;
  batch: string;
  edit: (id: number) => string;
}

const ADMIN: RatePaths = {
  list: '/admin/exchangeRates',
  create: '/admin/exchangeRates/create',
  batch: '/admin/exchangeRates/CreateBatch',
  edit: (id) => `/admin/exchangeRates/Edit/${id}`,
};

const PUBLIC: RatePaths = {
  list: '/ExchangeRates/Index',
  create: '/ExchangeRates/Create',
  batch: '/ExchangeRates/CreateBatch',
  edit: (id) => `/ExchangeRates/Edit/${id}`,
};

/** SPEC §2 names the screens twice (/admin/exchangeRates and /ExchangeRates): links stay in the family opened. */
export function useRatePaths(): RatePaths {
  return /^\/exchangerates(\/|$)/i.test(useLocation().pathname) ? PUBLIC : ADMIN;
}
