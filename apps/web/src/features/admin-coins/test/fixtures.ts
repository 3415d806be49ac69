import type { Coin, CurrentUserReply, Permission } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function coin(overrides: Partial<Coin> = {}): Coin {
  return {
    id: 2,
    short_name: 'MLC',
    name: 'Moneda libremente convertible',
    symbol: '$',
    enabled: true,
    is_base: false,
    decimals: 2,
    rate: '1.05',
    rate_date: '2025-03-01',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const USD = coin({
  id: 1,
  short_name: 'USD',
  name: 'Dólar',
  is_base: true,
  rate: '1',
  rate_date: null,
});
export const MLC = coin();

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
