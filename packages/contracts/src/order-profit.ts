import { z } from 'zod';

/**
 * One line of an order as its profit reads (decision 112), in the order's coin: its cost (the unit's cost kept on the
 * line, decision 110, times the units) and its profit (its total less the tax it contains and its share of the cart
 * discount, less that cost). Null for a line that kept no cost.
 */
export const orderProfitLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  variant: z.string().nullable(),
  quantity: z.number().int(),
  cost_formatted: z.string().nullable(),
  profit_formatted: z.string().nullable(),
  /** Profit over the line's total taxes and discount out, in percent with one decimal; null without a cost. */
  margin: z.number().nullable(),
});
export type OrderProfitLine = z.infer<typeof orderProfitLineSchema>;

/** What an order left the shop, over its lines that kept a cost (GET /api/admin/orders/{id}/profit). */
export const orderProfitReplySchema = z.object({
  coin: z.string(),
  lines: z.array(orderProfitLineSchema),
  /** The costed lines' totals, taxes and their share of the discount out; null when no line kept a cost. */
  net_formatted: z.string().nullable(),
  cost_formatted: z.string().nullable(),
  profit: z.number().int().nullable(),
  profit_formatted: z.string().nullable(),
  margin: z.number().nullable(),
  /** Units ordered without a known cost: left out of cost, profit and margin. */
  units_without_cost: z.number().int(),
  /** The cart discount the order got, spread over its lines in proportion to their totals; null without one. */
  discount_formatted: z.string().nullable(),
  /** A cancelled order counts in no report. */
  cancelled: z.boolean(),
});
export type OrderProfitReply = z.infer<typeof orderProfitReplySchema>;
