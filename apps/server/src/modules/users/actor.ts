/** Who makes a back-office change: what the services need to know about the signed-in user, without HTTP. */
export interface Actor {
  id: number;
  roleId: number;
  permissions: readonly string[];
  /** The session or bearer token the change comes through, kept when the actor signs their own account out. */
  sessionId: string | null;
  accessTokenId: number | null;
}

/**
 * Whether the actor holds every one of these permissions. Staff may hand out only what they hold themselves;
 * otherwise anyone who may edit roles or users could make themselves an administrator.
 */
export function canGrant(actor: Actor, permissions: readonly string[]): boolean {
  if (actor.permissions.includes('ALL')) return true;
  return permissions.every((permission) => actor.permissions.includes(permission));
}
