// The plain constants of `reviews.ts`, without zod: the reviews' pages need them, not the schemas.

export const REVIEW_PATHS = {
  adminCriteria: '/admin/review-criteria',
  adminCriterion: '/admin/review-criteria/:id',
  adminAnswers: '/admin/review-criteria/:id/answers',
  adminAnswer: '/admin/review-criteria/:id/answers/:answer',
  /** Multipart POST: a reference picture of the criterion; DELETE one by its id. */
  adminImages: '/admin/review-criteria/:id/images',
  adminImage: '/admin/review-criteria/:id/images/:image',
} as const;

/** SPEC §3 Review criterion: title and description at most 50 characters. */
export const CRITERION_TITLE_MAX = 50;
export const CRITERION_DESCRIPTION_MAX = 50;
export const CRITERION_ANSWER_MAX = 50;
export const CRITERION_ANSWERS_MAX = 10;
export const CRITERION_CATEGORIES_MAX = 100;

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REASON_MAX = 250;
/** The shop's public answer to a review (decision 102): a few paragraphs at most. */
export const REVIEW_REPLY_MAX = 1000;
/** The admin list's filter by the shop's answer. */
export const REVIEW_REPLY_FILTERS = ['answered', 'unanswered'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_WRITE_PATHS = {
  /** GET: what the signed-in shopper may do (criteria to answer, their review); PUT: write or edit it. */
  mine: '/products/:slug/review',
  /** Public: approved reviews of a product, a page at a time, with the summary. */
  product: '/products/:slug/reviews',
  /** The shopper's reviews, with their state and the reason of a decline. */
  profile: '/user/reviews',
  adminList: '/admin/reviews',
  adminDecision: '/admin/reviews/:id/decision',
  /** POST { ids }: approves several pending reviews at once. */
  adminApprove: '/admin/reviews/approve',
  /** PUT { text }: the shop's public answer to a published review, written or changed; DELETE takes it back. */
  adminReply: '/admin/reviews/:id/reply',
  /** Multipart POST: a picture for the shopper's pending review; DELETE one by its id. */
  images: '/products/:slug/review/images',
  image: '/products/:slug/review/images/:image',
} as const;

/** The last page of a product's reviews their query reads. */
export const PRODUCT_REVIEWS_PAGE_MAX = 10_000;

/** How many received products "My reviews" offers to review at once, the latest bought first. */
export const REVIEWS_TO_WRITE_MAX = 6;

/** At most this many reference pictures per criterion. */
export const CRITERION_IMAGES_MAX = 4;
