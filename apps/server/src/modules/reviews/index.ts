// Product reviews and their criteria (issue 16 §1). Routes: criteria.routes.ts.

export { seedDemoCriteria } from './demo-seed';
export {
  criterionAnswers,
  reviewAnswers,
  reviewCriteria,
  reviewCriterionCategories,
  reviews,
} from './reviews.table';
