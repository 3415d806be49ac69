// Analytics (issue 19, decision 035): anonymous counts of what shoppers do, per hour; the admin screens read them.
// Routes: analytics.routes.ts (registered by app.ts).

export { analyticsCounts, analyticsVisitors } from './analytics.table';
export { seedDemoAnalytics } from './demo-seed';
export { recordSignIn, type SignInOutcome } from './record-events';
export { forgetOldSalts } from './visitor-hash';
