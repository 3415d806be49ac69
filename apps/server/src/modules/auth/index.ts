export { authRoutes } from './auth.routes';
export { toCurrentUserReply } from './current-user';
export type { CurrentUser } from './sessions.service';
