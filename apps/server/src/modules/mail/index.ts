export { mailRoutes } from './mail.routes';
