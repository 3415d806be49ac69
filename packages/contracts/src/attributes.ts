import { z } from 'zod';
import { prioritySchema } from './categories';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';
import { optionalSlugSchema } from './slug';

/** A value of an attribute ("Rojo" of "Color"); terms are shown by priority, lowest first, then by name. */
export const termSchema = z.object({
  id: z.number().int(),
  attribute_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  priority: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

export const attributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  terms_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** One attribute with all its terms: the {id} screen. */
export const attributeDetailSchema = attributeSchema.extend({ terms: z.array(termSchema) });
export type AttributeDetail = z.infer<typeof attributeDetailSchema>;

export const attributeListReplySchema = listReplySchema(attributeSchema);
export type AttributeListReply = z.infer<typeof attributeListReplySchema>;

export const ATTRIBUTE_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

export const attributeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(ATTRIBUTE_SORTS).default('name'),
});
export type AttributeListQuery = z.infer<typeof attributeListQuerySchema>;

export const attributeBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(30),
  slug: optionalSlugSchema,
});
export type AttributeBody = z.infer<typeof attributeBodySchema>;

export const termBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(30),
  slug: optionalSlugSchema,
  priority: prioritySchema,
});
export type TermBody = z.infer<typeof termBodySchema>;

export const termListReplySchema = z.array(termSchema);

const id = integerField(1);
export const termParamsSchema = z.object({ id, term_id: id });

export const ATTRIBUTE_PATHS = {
  list: '/admin/attributes',
  one: '/admin/attributes/:id',
  terms: '/admin/attributes/:id/terms',
  term: '/admin/attributes/:id/terms/:term_id',
} as const;
