import type { CurrentUserReply } from '@shop/contracts';
import type { CurrentUser } from './sessions.service';

/** The signed-in user in the shape `GET /api/user` answers and the web app stores. */
export function toCurrentUserReply(user: CurrentUser): CurrentUserReply {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    all_permissions: user.permissions,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}
