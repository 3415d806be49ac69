import type { RoleListQuery } from '@shop/contracts';
import { fillPath, ROLE_PATHS } from '@shop/contracts';

/**
 * Query keys of the roles, from the widest to the narrowest. The users feature keeps its role picker under
 * `['admin-roles', 'options']`, so invalidating `roleKeys.all` after a change refreshes that picker too.
 */
export const roleKeys = {
  all: ['admin-roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleListQuery) => [...roleKeys.lists(), query] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (id: number) => [...roleKeys.details(), id] as const,
};

export function rolePath(id: number): string {
  return fillPath(ROLE_PATHS.one, { id });
}
