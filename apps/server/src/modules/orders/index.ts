export {
  type Customer,
  checkout,
  checkoutQuoteReply,
  type HeldLine,
  type LineSource,
} from './checkout.service';
export { recipientFrom } from './checkout-inputs';
export { seedDemoTransferReceipt } from './demo-seed';
export { deleteOldKeys, idempotencyKeyOf } from './idempotency';
export {
  announceOrder,
  paymentReceivedMail,
  STREET_WORDS,
  statusChangedMail,
  tellCustomer,
} from './order-mails';
export { addOrderNote } from './order-notes.service';
export { addPayment, CannotPay, keepRefundDue, type PaymentInput, payableOrder } from './order-payments';
export { canPay, moneyOfOrder } from './order-view';
export { receiptToReview } from './orders.search';
export {
  cancelUnpaidOrders,
  changeOrderStatus,
  customerOrder,
  setOrderFlag,
  settlePayment,
} from './orders.service';
export {
  type OrderRecipient,
  orderLines,
  orderNotes,
  orderPayments,
  orderStatusChanges,
  orders,
} from './orders.table';
export { paymentDueAt } from './payment-window';
export { expireUnpaidOrders } from './unpaid-orders-job';
