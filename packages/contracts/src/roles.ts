import { z } from 'zod';
import { listQuerySchema } from './common';
import { permissionSchema } from './permissions';

export const roleSchema = z.object({
  id: z.number().int(),
  /** Set for the roles the shop relies on (administrator, wholesaler, customer): they cannot be deleted. */
  key: z.string().nullable(),
  name: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name', '-name', 'users_count', '-users_count']).default('name'),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

export const roleBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  permissions: z
    .array(permissionSchema)
    .max(200)
    .transform((list) => [...new Set(list)]),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const ROLE_PATHS = {
  list: '/admin/roles',
  one: '/admin/roles/:id',
  options: '/admin/roles/options',
} as const;
