import { z } from 'zod';
import { LIST_SEARCH_MAX } from './common-constants';
import { integerField } from './integer-field';
import {
  CRITERION_ANSWER_MAX,
  CRITERION_CATEGORIES_MAX,
  CRITERION_DESCRIPTION_MAX,
  CRITERION_TITLE_MAX,
  PRODUCT_REVIEWS_PAGE_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_FILTERS,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
} from './review-constants';

/**
 * Product reviews and their criteria (SPEC §2 /admin/criterias, /admin/reviews; §3 Review, Review criterion; §6 the
 * review and criteria permissions; §8; issue 16 §1). A criterion is a question asked of the products of some
 * categories ("Calidad"), with the answers a reviewer picks from ("Buena", "Regular").
 */

export * from './review-constants';

const required = { error: 'required' } as const;

export const reviewCriterionBodySchema = z.strictObject({
  title: z.string().trim().min(1, required).max(CRITERION_TITLE_MAX),
  description: z.string().trim().max(CRITERION_DESCRIPTION_MAX).default(''),
  /** The categories whose products are asked this criterion. */
  category_ids: z
    .array(z.number().int().min(1))
    .min(1, required)
    .max(CRITERION_CATEGORIES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'items_repeated' }),
});
export type ReviewCriterionBody = z.infer<typeof reviewCriterionBodySchema>;
export type ReviewCriterionInput = z.input<typeof reviewCriterionBodySchema>;

export const criterionAnswerBodySchema = z.strictObject({
  text: z.string().trim().min(1, required).max(CRITERION_ANSWER_MAX),
});
export type CriterionAnswerBody = z.infer<typeof criterionAnswerBodySchema>;

export const criterionAnswerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** How many reviews chose it: an answer reviews use cannot be deleted (SPEC §8). */
  uses: z.number().int(),
});
export type CriterionAnswer = z.infer<typeof criterionAnswerSchema>;

export const reviewCriterionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  answers: z.array(criterionAnswerSchema),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  updated_at: z.string(),
});
export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;
export const reviewCriterionListReplySchema = z.object({ data: z.array(reviewCriterionSchema) });
export type ReviewCriterionListReply = z.infer<typeof reviewCriterionListReplySchema>;

export const criterionAnswerParamSchema = z.object({
  id: integerField(1),
  answer: integerField(1),
});

// Reviews.

export const reviewBodySchema = z.strictObject({
  /** SPEC §5: the text is required before continuing. */
  text: z.string().trim().min(1, required).max(REVIEW_TEXT_MAX),
  rating: z.number().int().min(1).max(5).nullable().default(null),
  answers: z
    .array(z.strictObject({ criterion_id: z.number().int().min(1), answer_id: z.number().int().min(1) }))
    .max(50)
    .default([]),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export type ReviewInput = z.input<typeof reviewBodySchema>;

const answeredSchema = z.object({
  criterion_id: z.number().int(),
  criterion: z.string(),
  answer_id: z.number().int(),
  answer: z.string(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  author: z.string(),
  text: z.string(),
  rating: z.number().int().nullable(),
  answers: z.array(answeredSchema),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  status: z.enum(REVIEW_STATUSES),
  /** Shown only to its author and to staff. */
  reason_of_rejection: z.string().nullable(),
  verified: z.boolean(),
  /** The shop's public answer, under the review wherever it shows (decision 102); null until staff write one. */
  reply: z.object({ text: z.string(), replied_at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as every shopper sees it: approved, without moderation details. */
export const publicReviewSchema = reviewSchema.omit({
  status: true,
  reason_of_rejection: true,
  product: true,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSummarySchema = z.object({
  /** Average of the ratings given, one decimal; null without any. */
  average: z.number().nullable(),
  /** Approved reviews with a rating. */
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewsQuerySchema = z.object({
  page: integerField(1, PRODUCT_REVIEWS_PAGE_MAX).default(1),
});
export const productReviewsReplySchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  summary: ratingSummarySchema,
  /** Per criterion, the share of approved reviews that chose each answer ("Calidad: 80 % Buena"). */
  criteria: z.array(
    z.object({
      title: z.string(),
      answers: z.array(z.object({ text: z.string(), count: z.number().int(), percent: z.number().int() })),
    }),
  ),
  data: z.array(publicReviewSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ProductReviewsReply = z.infer<typeof productReviewsReplySchema>;

export const myReviewReplySchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** How many pictures a review may carry (settings). */
  max_images: z.number().int(),
  /** Signed in with a delivered order of the product: the only shoppers who may review it. */
  can_review: z.boolean(),
  /** Their review, editable while it waits for staff. */
  review: reviewSchema.nullable(),
  criteria: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
      /** Reference pictures: what each answer looks like. */
      images: z.array(z.string()),
    }),
  ),
});
export type MyReviewReply = z.infer<typeof myReviewReplySchema>;

export const reviewReplySchema = z.object({ message: z.string(), review: reviewSchema });
export type ReviewReply = z.infer<typeof reviewReplySchema>;
/** A product the shopper received and has not reviewed yet. */
export const reviewableProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
});
export type ReviewableProduct = z.infer<typeof reviewableProductSchema>;
export const profileReviewsReplySchema = z.object({
  data: z.array(reviewSchema),
  /** What they received and may still review: products of their delivered orders still on sale. */
  to_write: z.array(reviewableProductSchema),
});
export type ProfileReviewsReply = z.infer<typeof profileReviewsReplySchema>;

export const adminReviewsQuerySchema = z.object({
  page: integerField(1, 100_000).default(1),
  per_page: integerField(1, 100).default(20),
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: integerField(1, 5).optional(),
  /** Words of the product's name. */
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  /** Published reviews the shop has answered, or not yet. */
  reply: z.enum(REVIEW_REPLY_FILTERS).optional(),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
/** A review as staff list it: who of them wrote the shop's answer, which shoppers never read. */
export const adminReviewSchema = reviewSchema.extend({ replied_by: z.string().nullable() });
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListReplySchema = z.object({
  data: z.array(adminReviewSchema),
  meta: productReviewsReplySchema.shape.meta,
});
export type AdminReviewListReply = z.infer<typeof adminReviewListReplySchema>;

export const reviewDecisionBodySchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({
    status: z.literal('declined'),
    reason: z.string().trim().min(1, required).max(REVIEW_REASON_MAX),
  }),
]);
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

export const reviewReplyBodySchema = z.strictObject({
  text: z.string().trim().min(1, required).max(REVIEW_REPLY_MAX),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;
export const reviewReplyReplySchema = z.object({ message: z.string(), review: adminReviewSchema });
export type ReviewReplyReply = z.infer<typeof reviewReplyReplySchema>;

export const reviewsApproveBodySchema = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1, required).max(100),
});
export const reviewsApprovedReplySchema = z.object({ message: z.string(), approved: z.number().int() });
export type ReviewsApprovedReply = z.infer<typeof reviewsApprovedReplySchema>;

export const reviewImageParamSchema = z.object({
  slug: z.string().trim().min(1).max(200),
  image: integerField(1),
});

export const criterionImageParamSchema = z.object({
  id: integerField(1),
  image: integerField(1),
});
