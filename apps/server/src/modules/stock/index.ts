export { ofStockRow, pointStockOf, pointsHolding } from './point-stock';
export { type PointStockRow, pointStock } from './point-stock.table';
export {
  difference,
  discountFree,
  discountHeld,
  hold,
  holdsFor,
  merge,
  NotEnoughStock,
  release,
  restock,
} from './stock.service';
export type { StockHold } from './stock-hold';
