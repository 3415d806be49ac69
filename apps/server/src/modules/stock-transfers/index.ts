// Distribution movements: stock travels between points of sale, draft → sent → received, with what did not arrive
// kept as the difference (issue 18 §2, decision 032). Routes: stock-transfers.routes.ts.

export { seedDemoStockTransfers } from './demo-seed';
