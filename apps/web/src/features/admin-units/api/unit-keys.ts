import type { UnitListQuery } from '@shop/contracts';
import { fillPath, UNIT_PATHS } from '@shop/contracts';

/** Query keys of the units products are sold by, from the widest to the narrowest. */
export const unitKeys = {
  all: ['admin-units'] as const,
  lists: () => [...unitKeys.all, 'list'] as const,
  list: (query: UnitListQuery) => [...unitKeys.lists(), query] as const,
};

export function unitPath(id: number): string {
  return fillPath(UNIT_PATHS.one, { id });
}
