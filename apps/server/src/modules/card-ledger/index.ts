export {
  type CardMovementRow,
  cardMovements,
  type ShoppingCardRow,
  shoppingCards,
} from './card-ledger.table';
export { credit, debit, type MovementContext } from './ledger';
