// The price history: every change of a product's or variation's own prices, from what to what, by whom and why
// (decision 108). Routes: price-history.routes.ts. The rows are written by the database's triggers (migration 0061).
export { seedDemoPriceHistory } from './demo-seed';
export { priceChanges } from './price-changes.table';
