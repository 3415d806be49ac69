import type { AdminUser, CurrentUserReply, Permission, RoleRef } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export const ROLE_OPTIONS: RoleRef[] = [
  { id: 1, key: 'administrator', name: 'Administrador' },
  { id: 3, key: 'customer', name: 'Cliente minorista' },
  { id: 7, key: null, name: 'Editor' },
];

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 10,
    name: 'Ana',
    lastname: 'García',
    email: 'ana@shop.local',
    role: { id: 7, key: null, name: 'Editor' },
    enabled: true,
    email_verified_at: '2025-03-01T10:00:00.000Z',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const SIGNED_IN_ID = 1;

/** The member of staff using the screen, allowed what `permissions` says. */
export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: SIGNED_IN_ID, all_permissions: permissions });
}
