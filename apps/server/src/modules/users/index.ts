export { type Actor, actorFrom, canGrant } from './actor';
export { anotherAllHolderExists, lockAllHolders } from './all-holders';
export { foldedOrder, matchesEveryWord } from './text-search';
export { usersRoutes } from './users.routes';
