// The plain constants of `testimonials.ts`, without zod: the front's loader needs the path, not the schemas.

export const TESTIMONIAL_PATHS = {
  list: '/admin/testimonials',
  one: '/admin/testimonials/:id',
  photo: '/admin/testimonials/:id/photo',
  store: '/testimonials',
} as const;
