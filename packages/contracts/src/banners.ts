import { z } from 'zod';
import {
  BANNER_BORDER_WIDTH_MAX,
  BANNER_BUTTON_POSITIONS,
  BANNER_PRIORITY_MAX,
  BANNER_SECTIONS,
} from './banner-constants';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';
import { hexColorSchema } from './order-statuses';

export * from './banner-constants';

/** A link a banner's button may open: a page of the shop (`/Offers`) or a web address. */
const linkSchema = z
  .string()
  .trim()
  .max(300)
  .refine((url) => url === '' || /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url), { error: 'url' });

/** SPEC §3 Banner: text, visibility, button, border and priority; the two pictures are uploaded apart. */
export const bannerBodySchema = z.object({
  section_url: z.enum(BANNER_SECTIONS),
  title: z.string().trim().max(50).default(''),
  button_text: z.string().trim().max(30).default(''),
  url: linkSchema.default(''),
  active_web: z.boolean().default(true),
  active_movile: z.boolean().default(true),
  button_color: hexColorSchema.default('#228be6'),
  text_color: hexColorSchema.default('#ffffff'),
  button_position: z.enum(BANNER_BUTTON_POSITIONS).default('bottom-left'),
  /** Blank is transparent. */
  border_color: z.union([z.literal(''), hexColorSchema]).default(''),
  border_width: integerField(0, BANNER_BORDER_WIDTH_MAX).default(0),
  priority: integerField(0, BANNER_PRIORITY_MAX).default(0),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;
export type BannerInput = z.input<typeof bannerBodySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  section_url: z.enum(BANNER_SECTIONS),
  title: z.string(),
  button_text: z.string(),
  url: z.string(),
  active_web: z.boolean(),
  active_movile: z.boolean(),
  button_color: z.string(),
  text_color: z.string(),
  button_position: z.enum(BANNER_BUTTON_POSITIONS),
  border_color: z.string(),
  border_width: z.number().int(),
  priority: z.number().int(),
  desktop_image: z.string().nullable(),
  mobile_image: z.string().nullable(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListReplySchema = listReplySchema(bannerSchema);
export type BannerListReply = z.infer<typeof bannerListReplySchema>;
export const bannerListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['-priority', 'priority', 'title', '-title']).default('-priority'),
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;

export const bannerImageParamSchema = z.object({
  id: integerField(1),
  kind: z.enum(['desktop', 'mobile']),
});

export const storeBannersQuerySchema = z.object({ section: z.enum(BANNER_SECTIONS).default('/store') });
export const storeBannersReplySchema = z.object({
  banners: z.array(bannerSchema.omit({ section_url: true, priority: true, updated_at: true })),
});
export type StoreBannersReply = z.infer<typeof storeBannersReplySchema>;
