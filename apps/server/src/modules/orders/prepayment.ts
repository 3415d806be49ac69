import type { OrderRow } from './orders.table';

/** The smallest prepayment a wholesale order needs, rounded up to the cent (settings prepayment_percentage). */
export const prepaymentOf = (order: Pick<OrderRow, 'total'>, percentage: number) =>
  Math.ceil((order.total * percentage) / 100);
