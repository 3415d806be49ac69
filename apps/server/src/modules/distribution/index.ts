// The dispatch board of /Distribution/Index: open home deliveries by municipality in a route order, marked
// dispatched and delivered by the staff who deliver (issue 18 §2, decision 030). Routes: distribution.routes.ts.
export { seedDemoDistribution } from './demo-seed';
