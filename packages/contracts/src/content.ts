import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import {
  CONTENT_BODY_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_POSITION_MAX,
  CONTENT_SECTION_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  FAQ_ANSWER_MAX,
  RESERVED_PAGE_SLUGS,
} from './content-constants';
import { integerField } from './integer-field';

export * from './content-constants';

/**
 * The shop's own pages (SPEC §2: /info, /information/{InformationPage}, the four policy pages and the catch-all
 * slug route) and its frequent questions (/Frequent-Ask). Bodies are HTML written in the back office's editor and
 * sanitised by the server before they are stored; the storefront shows only what the server kept.
 */

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentSlugSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(CONTENT_SLUG_MAX)
  .regex(SLUG_PATTERN, { error: 'slug_invalid' })
  .refine((slug) => !RESERVED_PAGE_SLUGS.has(slug), { error: 'slug_reserved' });

const required = { error: 'required' } as const;

export const contentPageBodySchema = z.object({
  slug: contentSlugSchema,
  title: z.string().trim().min(1, required).max(CONTENT_TITLE_MAX),
  /** Shown under the title on /info and as the page's description for search engines. */
  description: z.string().trim().max(CONTENT_DESCRIPTION_MAX).default(''),
  /** The heading /info lists the page under; blank puts it with the general pages. */
  section: z.string().trim().max(CONTENT_SECTION_MAX).default(''),
  body: z.string().max(CONTENT_BODY_MAX).default(''),
  published: z.boolean().default(true),
  position: integerField(0, CONTENT_POSITION_MAX).default(0),
});
export type ContentPageBody = z.infer<typeof contentPageBodySchema>;
export type ContentPageInput = z.input<typeof contentPageBodySchema>;

export const contentPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  section: z.string(),
  body: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  /** One of FIXED_PAGE_SLUGS: linked from the footer by its address, which therefore cannot change. */
  fixed: z.boolean(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageListItemSchema = contentPageSchema.omit({ body: true });
export type ContentPageListItem = z.infer<typeof contentPageListItemSchema>;
export const contentPageListReplySchema = listReplySchema(contentPageListItemSchema);
export type ContentPageListReply = z.infer<typeof contentPageListReplySchema>;

export const CONTENT_PAGE_SORTS = ['position', '-position', 'title', '-title', '-updated_at'] as const;
export const contentPageListQuerySchema = listQuerySchema.extend({
  sort: z.enum(CONTENT_PAGE_SORTS).default('position'),
});
export type ContentPageListQuery = z.infer<typeof contentPageListQuerySchema>;

/** A published page as the storefront shows it. */
export const publicContentPageSchema = contentPageSchema.pick({
  slug: true,
  title: true,
  description: true,
  section: true,
  body: true,
  updated_at: true,
});
export type PublicContentPage = z.infer<typeof publicContentPageSchema>;

/**
 * /info: the published pages by section, in the staff's order; and which of the storefront's pages have something to
 * show, named as its navigation names them (a product on offer now, a post, a page, a question published): its
 * header, menu and footer link only to those.
 */
export const contentIndexReplySchema = z.object({
  sections: z.array(
    z.object({
      name: z.string(),
      pages: z.array(contentPageSchema.pick({ slug: true, title: true, description: true })),
    }),
  ),
  has: z.object({ offers: z.boolean(), blog: z.boolean(), info: z.boolean(), faq: z.boolean() }),
});
export type ContentIndexReply = z.infer<typeof contentIndexReplySchema>;

export const contentSlugParamSchema = z.object({ slug: z.string().max(200) });

// Frequent questions.

export const faqBodySchema = z.object({
  topic: z.string().trim().min(1, required).max(CONTENT_SECTION_MAX),
  question: z.string().trim().min(1, required).max(CONTENT_DESCRIPTION_MAX),
  answer: z
    .string()
    .max(FAQ_ANSWER_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', required),
  published: z.boolean().default(true),
  position: integerField(0, CONTENT_POSITION_MAX).default(0),
});
export type FaqBody = z.infer<typeof faqBodySchema>;
export type FaqInput = z.input<typeof faqBodySchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListReplySchema = listReplySchema(faqSchema);
export type FaqListReply = z.infer<typeof faqListReplySchema>;

export const FAQ_SORTS = ['position', '-position', 'topic', '-topic', 'question', '-question'] as const;
export const faqListQuerySchema = listQuerySchema.extend({ sort: z.enum(FAQ_SORTS).default('position') });
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

/** /Frequent-Ask: the published questions grouped by topic, topics in the order of their first question. */
export const publicFaqReplySchema = z.object({
  topics: z.array(
    z.object({
      name: z.string(),
      questions: z.array(faqSchema.pick({ id: true, question: true, answer: true })),
    }),
  ),
});
export type PublicFaqReply = z.infer<typeof publicFaqReplySchema>;
