import type { CurrentUserReply, Permission } from '@shop/contracts';
import { IconUserShield, IconUsers } from '@tabler/icons-react';
import type { NavItem } from '../components/nav-list';
import { userCan } from '../lib/current-user';

export interface AdminArea extends NavItem {
  /** Every one of them is needed to open the area (the same as its route's guard). */
  permissions: readonly Permission[];
  /** A key in the shell namespace: one line about the area, shown on the dashboard. */
  descriptionKey: string;
}

/** The back-office areas, in menu order. A new area is one line here plus its routes. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    path: '/admin/users',
    labelKey: 'shell:admin.areas.users.label',
    descriptionKey: 'shell:admin.areas.users.description',
    permissions: ['read_users'],
    icon: IconUsers,
  },
  {
    path: '/admin/roles',
    labelKey: 'shell:admin.areas.roles.label',
    descriptionKey: 'shell:admin.areas.roles.description',
    permissions: ['read_roles'],
    icon: IconUserShield,
  },
];

export function adminAreasFor(user: CurrentUserReply | null): AdminArea[] {
  return ADMIN_AREAS.filter((area) => userCan(user, area.permissions));
}

export function canOpenAdmin(user: CurrentUserReply | null): boolean {
  return adminAreasFor(user).length > 0;
}
