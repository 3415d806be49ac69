import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';
import { optionalSlugSchema } from './slug';

/** Categories are shown by priority, lowest first, then by name. */
export const PRIORITY_MAX = 1_000_000;
export const prioritySchema = integerField(0, PRIORITY_MAX).default(0);

const parentIdSchema = integerField(1).nullable();

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  priority: z.number().int(),
  active: z.boolean(),
  parent_id: z.number().int().nullable(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  children_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListReplySchema = listReplySchema(categorySchema);
export type CategoryListReply = z.infer<typeof categoryListReplySchema>;

export const CATEGORY_SORTS = [
  'priority',
  '-priority',
  'name',
  '-name',
  'created_at',
  '-created_at',
] as const;

export const categoryListQuerySchema = listQuerySchema.extend({
  sort: z.enum(CATEGORY_SORTS).default('priority'),
  /** Only the direct children of this category; `root` for the top level. */
  parent_id: z.union([z.literal('root'), integerField(1)]).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  slug: optionalSlugSchema,
  description: z.string().trim().max(300).default(''),
  priority: prioritySchema,
  active: z.boolean().default(true),
  parent_id: parentIdSchema.default(null),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  description: string;
  priority: number;
  active: boolean;
  children: CategoryNode[];
}

/** A category with its subcategories, ordered by priority then name at every level. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    priority: z.number().int(),
    active: z.boolean(),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryTreeReplySchema = z.array(categoryNodeSchema);

export const CATEGORY_PATHS = {
  list: '/admin/categories',
  tree: '/admin/categories/tree',
  one: '/admin/categories/:id',
  storefront: '/categories',
} as const;
