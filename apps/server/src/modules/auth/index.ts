export { authRoutes } from './auth.routes';
export type { CurrentUser } from './sessions.service';
