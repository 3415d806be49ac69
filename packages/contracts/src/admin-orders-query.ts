import { z } from 'zod';
import { calendarDateSchema, datesInOrder } from './calendar-date';
import { listQuerySchema } from './common';
import { integerField } from './integer-field';
import { ADMIN_ORDER_SORTS, DELIVERY_METHODS, PAYMENT_STATUSES } from './order-constants';

/** GET /admin/orders: the back office's list of orders, read from its address; apart from `orders.ts` (order-constants.ts says why). */
export const adminOrdersQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(ADMIN_ORDER_SORTS).default('-created_at'),
    status_id: integerField(1).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    delivery_method: z.enum(DELIVERY_METHODS).optional(),
    customer_id: integerField(1).optional(),
    date_from: calendarDateSchema.optional(),
    date_to: calendarDateSchema.optional(),
    /** `pending`: unpaid orders with a transfer receipt waiting for staff to accept or reject it. */
    receipt: z.enum(['pending']).optional(),
    /** `due`: orders with a payment the shop owes back (paid online for a cancelled order, or too late). */
    refund: z.enum(['due']).optional(),
    /** `staff`: orders staff took for their customers (decision 099). */
    taken: z.enum(['staff']).optional(),
    /** The orders one staff member took (a link from "Tomado por …"). */
    placed_by: integerField(1).optional(),
    /** `waiting`: orders whose customer wrote last, waiting for the shop's answer (decision 107). */
    messages: z.enum(['waiting']).optional(),
  })
  .refine(...datesInOrder);
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
