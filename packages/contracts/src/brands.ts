import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { optionalSlugSchema } from './slug';

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListReplySchema = listReplySchema(brandSchema);
export type BrandListReply = z.infer<typeof brandListReplySchema>;

export const BRAND_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

export const brandListQuerySchema = listQuerySchema.extend({
  sort: z.enum(BRAND_SORTS).default('name'),
  active: z.enum(['true', 'false']).optional(),
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;

export const brandBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  slug: optionalSlugSchema,
  active: z.boolean().default(true),
});
export type BrandBody = z.infer<typeof brandBodySchema>;

/** An active brand, for the storefront's filters. */
export const storefrontBrandSchema = brandSchema.pick({ id: true, name: true, slug: true });
export const storefrontBrandsReplySchema = z.array(storefrontBrandSchema);
export type StorefrontBrand = z.infer<typeof storefrontBrandSchema>;

export const BRAND_PATHS = {
  list: '/admin/brands',
  one: '/admin/brands/:id',
  storefront: '/brands',
} as const;
