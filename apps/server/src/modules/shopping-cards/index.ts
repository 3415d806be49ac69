// Prepaid shopping cards (issue 15): sales, PINs, paying orders. The ledger itself is modules/card-ledger.
// Routes: shopping-cards.routes.ts, admin-shopping-cards.routes.ts.
export { tellBuyerCardSale, tellBuyerCardSaleRefund, tellStaffCardSaleRefundDue } from './card-sale-mails';
export { cardSalePayments } from './card-sale-payments.table';
export { cardSalesSettledBy, saleById } from './card-sales.service';
export { cardSales } from './card-sales.table';
export {
  type CardSaleEventOutcome,
  cardSalePaymentOwed,
  cardSaleToPayOnline,
  markCardSalePaymentRefunded,
  settleCardSaleOnline,
} from './card-sales-online';
export { seedDemoShoppingCards } from './demo-seed';
