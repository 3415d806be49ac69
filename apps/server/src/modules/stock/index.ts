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
