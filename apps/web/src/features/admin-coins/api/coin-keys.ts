import type { CoinListQuery } from '@shop/contracts';
import { COIN_PATHS, fillPath } from '@shop/contracts';

/** Query keys of the back-office coins, from the widest to the narrowest, so one call can invalidate a family. */
export const coinKeys = {
  all: ['admin-coins'] as const,
  lists: () => [...coinKeys.all, 'list'] as const,
  list: (query: CoinListQuery) => [...coinKeys.lists(), query] as const,
  details: () => [...coinKeys.all, 'detail'] as const,
  detail: (id: number) => [...coinKeys.details(), id] as const,
  settings: () => [...coinKeys.all, 'settings'] as const,
};

export function coinPath(id: number): string {
  return fillPath(COIN_PATHS.one, { id });
}
