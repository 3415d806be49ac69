import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';

/** A unit products are sold by: "Kilogramo" / "kg". */
export const unitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitListReplySchema = listReplySchema(unitSchema);
export type UnitListReply = z.infer<typeof unitListReplySchema>;

export const UNIT_SORTS = ['name', '-name', 'short_name', '-short_name'] as const;

export const unitListQuerySchema = listQuerySchema.extend({ sort: z.enum(UNIT_SORTS).default('name') });
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export const unitBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(20),
  short_name: z.string().trim().min(1, { error: 'required' }).max(12),
});
export type UnitBody = z.infer<typeof unitBodySchema>;

export const UNIT_PATHS = { list: '/admin/units', one: '/admin/units/:id' } as const;
