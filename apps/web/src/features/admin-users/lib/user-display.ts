import type { RoleRef } from '@shop/contracts';

export function fullName(user: { name: string; lastname: string }): string {
  return `${user.name} ${user.lastname}`.trim();
}

const SYSTEM_ROLE_COLORS: Record<string, string> = {
  administrator: 'red',
  wholesaler: 'grape',
  customer: 'gray',
};

/** The shop's own roles keep one colour everywhere; roles made by staff share another. */
export function roleColor(role: RoleRef): string {
  return (role.key && SYSTEM_ROLE_COLORS[role.key]) || 'blue';
}
