import type { Permission } from './permission-names';

// Apart from the permission list: the storefront's first load asks this of the signed-in user, and would otherwise
// download every permission's name with it.

/** True when `held` grants every permission in `required` (ALL grants everything). */
export function hasAllPermissions(held: readonly string[], required: readonly Permission[]): boolean {
  if (held.includes('ALL')) return true;
  return required.every((p) => held.includes(p));
}
