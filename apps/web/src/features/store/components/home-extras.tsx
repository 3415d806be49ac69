// The front's sections below the fold, in one chunk loaded after the page (issue 13): a server-rendered page has their
// HTML at once and React hydrates them when the chunk arrives (app/store-front.tsx).
export { OrderSteps } from './order-steps';
export { StoreFeatures } from './store-features';
export { StoreTestimonials } from './store-testimonials';
export { StoreVisit } from './store-visit';
