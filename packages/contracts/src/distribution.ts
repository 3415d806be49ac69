import { z } from 'zod';
import { orderStatusBriefSchema } from './orders';

/** The dispatch board of /Distribution/Index (issue 18 §2, decision 030). */
export const DISTRIBUTION_PATHS = {
  board: '/admin/distribution',
  dispatched: '/admin/distribution/:id/dispatched',
  delivered: '/admin/distribution/:id/delivered',
} as const;

export const distributionStopSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: orderStatusBriefSchema,
  recipient: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  /** Where to deliver, as the shopper pinned it; null when they did not. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Straight-line kilometres from the previous stop of the route (the shop for the first). */
  leg_km: z.number().nullable(),
  units: z.number().int(),
  /** What the courier collects on delivery, in the order's coin; zero when it is paid. */
  to_collect: z.number().int(),
  to_collect_formatted: z.string(),
  dispatched_at: z.string().nullable(),
  dispatched_by: z.string().nullable(),
  /** What the shopper wrote with the order ("dejar con la vecina del 3"), or null. */
  customer_note: z.string().nullable(),
  /** The staff's internal notes on the order, oldest first ("el timbre no funciona"): the courier reads them too. */
  staff_notes: z.array(z.string()),
  /** What staff keep in mind about the customer who ordered (decision 104), or null: "llamar antes de llegar". */
  about_customer: z.string().nullable(),
});
export type DistributionStop = z.infer<typeof distributionStopSchema>;

export const distributionGroupSchema = z.object({
  municipality: z.string(),
  municipality_name: z.string(),
  stops: z.array(distributionStopSchema),
});

export const distributionBoardSchema = z.object({
  /** The status an order reaches when it is delivered; null when no final status other than cancelled exists. */
  delivered_status: orderStatusBriefSchema.nullable(),
  groups: z.array(distributionGroupSchema),
});
export type DistributionBoard = z.infer<typeof distributionBoardSchema>;
