import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permission-names';

export * from './has-permissions';
export * from './permission-names';

export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);
