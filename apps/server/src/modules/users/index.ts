// Users and their roles (SPEC §6): who may do what. Routes: users.routes.ts, roles.routes.ts (registered by app.ts).
export { type Actor, canGrant } from './actor';
export { anotherAllHolderExists, lockAllHolders } from './all-holders';
export { demoClerk } from './demo-clerk';
export { seedDemoUserNotes } from './demo-notes';
export { readRoleRef, roleNameSql } from './role-name';
export { type RoleRow, roles } from './roles.table';
export { userNotes } from './user-notes.table';
export { adminUsersWhere } from './users.search';
export { type UserRow, users } from './users.table';
export { isWholesaler } from './wholesaler';
