import { z } from 'zod';

/**
 * Product reviews and their criteria (SPEC §2 /admin/criterias, /admin/reviews; §3 Review, Review criterion; §6 the
 * review and criteria permissions; §8; issue 16 §1). A criterion is a question asked of the products of some
 * categories ("Calidad"), with the answers a reviewer picks from ("Buena", "Regular").
 */

export const REVIEW_PATHS = {
  adminCriteria: '/admin/review-criteria',
  adminCriterion: '/admin/review-criteria/:id',
  adminAnswers: '/admin/review-criteria/:id/answers',
  adminAnswer: '/admin/review-criteria/:id/answers/:answer',
} as const;

/** SPEC §3 Review criterion: title and description at most 50 characters. */
export const CRITERION_TITLE_MAX = 50;
export const CRITERION_DESCRIPTION_MAX = 50;
export const CRITERION_ANSWER_MAX = 50;
export const CRITERION_ANSWERS_MAX = 10;
export const CRITERION_CATEGORIES_MAX = 100;

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
  updated_at: z.string(),
});
export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;
export const reviewCriterionListReplySchema = z.object({ data: z.array(reviewCriterionSchema) });
export type ReviewCriterionListReply = z.infer<typeof reviewCriterionListReplySchema>;

export const criterionAnswerParamSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  answer: z.coerce.number().int().min(1).max(2_147_483_647),
});
