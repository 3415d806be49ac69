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
  paymentRefundedMail,
  STREET_WORDS,
  statusChangedMail,
  tellCustomer,
  tellStaffPaymentToGiveBack,
} from './order-mails';
export { addOrderNote } from './order-notes.service';
export {
  addPayment,
  CannotPay,
  keepRefundDue,
  markPaymentRefunded,
  onlinePaymentOwed,
  type PaymentInput,
  payableOrder,
} from './order-payments';
export { canPay, moneyOfOrder } from './order-view';
export { adminOrders, customerWroteLast, receiptToReview } from './orders.search';
export {
  cancelUnpaidOrders,
  changeOrderStatus,
  customerOrder,
  setOrderFlag,
  settlePayment,
  staffOrder,
} from './orders.service';
export {
  type OrderRecipient,
  orderLines,
  orderMessages,
  orderNotes,
  orderPayments,
  orderStatusChanges,
  orders,
} from './orders.table';
export { paymentDueAt } from './payment-window';
export { seedDemoPhoneOrder } from './staff-order-demo';
export { expireUnpaidOrders } from './unpaid-orders-job';
