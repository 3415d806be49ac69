import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

export * from './testimonial-constants';

/** What customers said of the shop, shown on the front (issue 14). */
export const testimonialBodySchema = z.object({
  author: z.string().trim().min(1, { error: 'required' }).max(50),
  /** Where the author is from or who they are: "Cliente desde 2022, Playa". */
  detail: z.string().trim().max(50).default(''),
  text: z.string().trim().min(1, { error: 'required' }).max(300),
  position: integerField(0, 9999).default(0),
  enabled: z.boolean().default(true),
});
export type TestimonialBody = z.infer<typeof testimonialBodySchema>;
export type TestimonialInput = z.input<typeof testimonialBodySchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  detail: z.string(),
  text: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  photo: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListReplySchema = listReplySchema(testimonialSchema);
export type TestimonialListReply = z.infer<typeof testimonialListReplySchema>;
export const testimonialListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['position', '-position', 'author', '-author']).default('position'),
});
export type TestimonialListQuery = z.infer<typeof testimonialListQuerySchema>;

export const storeTestimonialsReplySchema = z.object({
  testimonials: z.array(
    testimonialSchema.pick({ id: true, author: true, detail: true, text: true, photo: true }),
  ),
});
export type StoreTestimonialsReply = z.infer<typeof storeTestimonialsReplySchema>;
