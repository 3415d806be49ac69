export { deleteOldKeys } from './idempotency';
export { cancelUnpaidOrders } from './orders.service';
export { orderLines, orders } from './orders.table';
export { expireUnpaidOrders } from './unpaid-orders-job';
