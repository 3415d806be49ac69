import type { CurrentUserReply, Permission, Role } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function role(overrides: Partial<Role> = {}): Role {
  const name = overrides.name ?? 'Editor';
  return {
    id: 7,
    key: null,
    name,
    label: name,
    permissions: ['read_users', 'read_roles'],
    users_count: 0,
    ...overrides,
  };
}

export const ADMINISTRATOR = role({
  id: 1,
  key: 'administrator',
  name: 'Administrador',
  permissions: ['ALL'],
  users_count: 1,
});
export const EDITOR = role({ users_count: 3 });

/** The member of staff using the screen, allowed what `permissions` says. */
export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
