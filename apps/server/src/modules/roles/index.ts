export { rolesRoutes } from './roles.routes';
