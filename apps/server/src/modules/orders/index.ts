export { deleteOldKeys } from './idempotency';
export { ordersRoutes } from './orders.routes';
export { cancelUnpaidOrders } from './orders.service';
export { orderLines, orders } from './orders.table';
export { expireUnpaidOrders } from './unpaid-orders-job';
