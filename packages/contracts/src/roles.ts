import { z } from 'zod';
import { roleRefSchema } from './auth';
import { listQuerySchema, listReplySchema } from './common';
import { permissionSchema } from './permissions';
import { hasNoControlCharacters } from './users';

export const roleSchema = z.object({
  id: z.number().int(),
  /** Set for the roles the shop relies on (administrator, wholesaler, customer): they cannot be deleted. */
  key: z.string().nullable(),
  /** As stored: what the role's form shows and saves. */
  name: z.string(),
  /** As the reader reads it: a role the shop named itself, in the reader's language, until staff rename it. */
  label: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListReplySchema = listReplySchema(roleSchema);
export type RoleListReply = z.infer<typeof roleListReplySchema>;

export const ROLE_SORTS = ['name', '-name', 'users_count', '-users_count'] as const;

export const roleListQuerySchema = listQuerySchema.extend({
  sort: z.enum(ROLE_SORTS).default('name'),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** Every role, for the role pickers of the users screens. */
export const roleOptionsReplySchema = z.array(roleRefSchema);
export type RoleOption = z.infer<typeof roleRefSchema>;

export const roleBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(50)
    .refine(hasNoControlCharacters, { error: 'invalid' }),
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
