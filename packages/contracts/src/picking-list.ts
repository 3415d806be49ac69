import { z } from 'zod';
import { DELIVERY_METHODS } from './order-constants';
import { orderIdsSchema, orderRecipientSchema, orderStatusBriefSchema } from './orders';

// What to take from the shelves for some orders (decision 101): every product of the open ones added up, and each
// order with its lines and where it goes. Back office only; its paths are in order-constants.ts.

/** "12,15,40": order ids as the list's selection writes them, a page at most, each once. */
export const orderIdsParamSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'invalid' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(orderIdsSchema);

export const pickingListQuerySchema = z.object({ ids: orderIdsParamSchema });

const pickedLineSchema = z.object({
  name: z.string(),
  sku: z.string(),
  /** "Rojo / M" for a variation. */
  variant: z.string().nullable(),
  quantity: z.number().int(),
});

export const pickingListSchema = z.object({
  /** Every product of the open orders, added up, by name. */
  products: z.array(pickedLineSchema.extend({ orders: z.number().int() })),
  /** The open orders (not in a final status), lowest number first. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.string(),
      created_at: z.string(),
      status: orderStatusBriefSchema,
      customer_name: z.string().nullable(),
      delivery_method: z.enum(DELIVERY_METHODS),
      pickup_point: z.string().nullable(),
      recipient: orderRecipientSchema.nullable(),
      note: z.string().nullable(),
      units: z.number().int(),
      lines: z.array(pickedLineSchema),
    }),
  ),
  /** Orders asked for that are closed (delivered, cancelled): named, not picked. */
  closed: z.array(z.object({ id: z.number().int(), order_id: z.string(), status: z.string() })),
  /** Ids asked for that name no order. */
  missing: z.array(z.number().int()),
});
export type PickingList = z.infer<typeof pickingListSchema>;
