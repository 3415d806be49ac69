// The stock ledger: every change of a real quantity, why, by whom and for which order (issue 18 §1, decision 029).
// Routes: stock-history.routes.ts. The rows are written by the database's triggers (migration 0038).
export { seedDemoStockHistory } from './demo-seed';
export { type ReservationReason, recordReservation } from './reservation-movements';
export { adjustStockOf, type StockDrift, stockDrift } from './stock-history.service';
export { stockMovements } from './stock-movements.table';
