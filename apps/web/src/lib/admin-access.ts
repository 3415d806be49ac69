import type { CurrentUserReply } from '@shop/contracts';

/**
 * Whether the header offers the back office: to anyone holding a permission, since every permission belongs to a
 * back-office area. Kept apart from app/admin-nav.ts so that the storefront's header does not download the admin
 * menu (its icons and areas) with every page.
 */
export function canOpenAdmin(user: CurrentUserReply | null): boolean {
  return (user?.all_permissions.length ?? 0) > 0;
}
