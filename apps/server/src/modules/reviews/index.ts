// Product reviews and their criteria (issue 16 §1). Routes: criteria.routes.ts.

export { seedDemoCriteria, seedDemoReviews } from './demo-seed';
export { latestApproved, refreshProductRating, visibleProduct } from './reviews.service';
export {
  criterionAnswers,
  reviewAnswers,
  reviewCriteria,
  reviewCriterionCategories,
  reviews,
} from './reviews.table';
