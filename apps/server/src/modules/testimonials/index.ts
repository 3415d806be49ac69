// What customers said of the shop (issue 14). Routes: testimonials.routes.ts.
export { seedDemoTestimonials } from './demo-seed';
export { testimonials } from './testimonials.table';
