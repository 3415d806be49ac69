import type { CurrentUserReply, Locale } from '@shop/contracts';
import { readRoleRef } from '../users';
import type { CurrentUser } from './sessions.service';

/**
 * The signed-in user in the shape `GET /api/user` answers and the web app stores, their role named as `locale` reads
 * it (decision 087).
 */
export function toCurrentUserReply(user: CurrentUser, locale: Locale): CurrentUserReply {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    role: readRoleRef(user.role, locale),
    all_permissions: user.permissions,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}
