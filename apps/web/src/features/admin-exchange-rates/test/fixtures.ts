import type { Coin, CurrentUserReply, ExchangeRate, Permission } from '@shop/contracts';
import { listReply } from '../../../test/api-calls';
import { testUser } from '../../../test/render-routes';

function coin(id: number, short_name: string, is_base = false): Coin {
  return {
    id,
    short_name,
    name: short_name === 'USD' ? 'Dólar' : short_name === 'MLC' ? 'Moneda libremente convertible' : 'Euro',
    symbol: '$',
    enabled: true,
    is_base,
    decimals: 2,
    rate: is_base ? '1' : null,
    rate_date: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
  };
}

/** What the coin picker's request answers: the base coin is left out of the picker. */
export const COINS_REPLY = listReply([coin(1, 'USD', true), coin(2, 'MLC'), coin(3, 'EUR')]);

export function exchangeRate(overrides: Partial<ExchangeRate> = {}): ExchangeRate {
  return {
    id: 5,
    coin_id: 2,
    coin: { id: 2, short_name: 'MLC', symbol: '$' },
    date: '2025-03-01',
    rate: '1.050000',
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
