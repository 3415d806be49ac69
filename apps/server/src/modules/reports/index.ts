// Reports and the back office's dashboard (issue 19, decision 034): figures read from the orders as they are, per coin.
// Routes: reports.routes.ts (registered by app.ts).

export { seedDemoSalesHistory } from './demo-seed';
export { tendExports } from './report-exports';
export { salesOf, salesTotals } from './sales-report';
