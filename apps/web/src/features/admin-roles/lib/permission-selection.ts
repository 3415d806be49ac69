import { PERMISSIONS, type Permission } from '@shop/contracts';

/** The permissions the form understands, in the contract's order (a stored role may hold retired names). */
export function knownPermissions(list: readonly string[]): Permission[] {
  const held = new Set(list);
  return PERMISSIONS.filter((p) => held.has(p));
}

/** Turns some permissions on or off, keeping the contract's order. */
export function togglePermissions(
  selected: readonly Permission[],
  changed: readonly Permission[],
  on: boolean,
): Permission[] {
  const next = new Set(selected);
  for (const permission of changed) {
    if (on) next.add(permission);
    else next.delete(permission);
  }
  return PERMISSIONS.filter((p) => next.has(p));
}

/**
 * What is saved: `ALL` alone when it is chosen, since it implies the rest. The form keeps the others meanwhile,
 * so unticking `ALL` gives back the choice made before it.
 */
export function permissionsToSave(selected: readonly Permission[]): Permission[] {
  return selected.includes('ALL') ? ['ALL'] : [...selected];
}
