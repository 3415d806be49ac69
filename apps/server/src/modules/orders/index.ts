export { deleteOldKeys } from './idempotency';
export { addPayment, CannotPay, type PaymentInput, payableOrder } from './order-payments';
export { moneyOfOrder } from './order-view';
export { cancelUnpaidOrders, customerOrder } from './orders.service';
export { orderLines, orders } from './orders.table';
export { expireUnpaidOrders } from './unpaid-orders-job';
