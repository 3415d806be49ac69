import type { AdminUserListQuery } from '@shop/contracts';
import { fillPath, USER_PATHS } from '@shop/contracts';

/** Query keys of the back-office users, from the widest to the narrowest, so one call can invalidate a family. */
export const userKeys = {
  all: ['admin-users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: AdminUserListQuery) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};

/**
 * The role picker lives under the roles feature's prefix on purpose: every role change invalidates
 * `['admin-roles']`, so a role created a moment ago is already offered here.
 */
export const roleOptionsKey = ['admin-roles', 'options'] as const;

export function userPath(id: number): string {
  return fillPath(USER_PATHS.one, { id });
}
