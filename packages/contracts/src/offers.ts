import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { amountTooBig, integerField } from './integer-field';
import {
  OFFER_KINDS,
  OFFER_NAME_MAX,
  OFFER_PRIORITY_MAX,
  OFFER_STATES,
  OFFER_TARGETS_MAX,
  type OfferState,
} from './offer-constants';
import { PRICE_MAX } from './product-constants';

export * from './offer-constants';

const ids = z
  .array(integerField(1))
  .max(OFFER_TARGETS_MAX)
  .refine((list) => new Set(list).size === list.length, { error: 'items_repeated' })
  .default([]);
const dateTime = z.iso.datetime({ offset: true, error: 'date_time_invalid' });

/** SPEC §2 /admin/offers (issue 17 §1): what is taken off, of what, for whom and when. */
export const offerBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(OFFER_NAME_MAX),
    kind: z.enum(OFFER_KINDS),
    /** Percent (1–100) for `percentage`; base-coin cents for `amount` and `price` (checked below by kind). */
    value: integerField(0),
    product_ids: ids,
    category_ids: ids,
    brand_ids: ids,
    retail: z.boolean().default(true),
    wholesale: z.boolean().default(false),
    starts_at: dateTime,
    ends_at: dateTime,
    priority: integerField(0, OFFER_PRIORITY_MAX).default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((offer, ctx) => {
    if (offer.kind === 'percentage' && (offer.value < 1 || offer.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'offer_percentage_range' });
    }
    if (offer.kind === 'amount' && offer.value < 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'offer_amount_positive' });
    }
    if (offer.kind !== 'percentage' && offer.value > PRICE_MAX) {
      ctx.addIssue(amountTooBig(PRICE_MAX, offer.value, ['value']));
    }
    if (!offer.product_ids.length && !offer.category_ids.length && !offer.brand_ids.length) {
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'offer_targets_required' });
    }
    if (!offer.retail && !offer.wholesale) {
      ctx.addIssue({ code: 'custom', path: ['retail'], message: 'offer_buyers_required' });
    }
    if (Date.parse(offer.ends_at) <= Date.parse(offer.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'offer_ends_before_start' });
    }
  });
export type OfferBody = z.infer<typeof offerBodySchema>;
export type OfferInput = z.input<typeof offerBodySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const offerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  value: z.number().int(),
  products: z.array(named),
  categories: z.array(named),
  brands: z.array(named),
  retail: z.boolean(),
  wholesale: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  state: z.enum(OFFER_STATES),
  /** Products whose price this offer sets now. */
  product_count: z.number().int(),
  /**
   * Other enabled offers whose time overlaps this one's and that reach at least one of the same products: only one
   * offer prices a product at a time (decision 026), so staff see who else claims it.
   */
  conflicts: z.array(named.extend({ priority: z.number().int(), products: z.number().int() })),
  updated_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListReplySchema = listReplySchema(offerSchema);
export type OfferListReply = z.infer<typeof offerListReplySchema>;
export const offerListQuerySchema = listQuerySchema.extend({
  state: z.enum(OFFER_STATES).optional(),
  sort: z
    .enum(['-starts_at', 'starts_at', 'ends_at', '-ends_at', 'name', '-name', 'priority', '-priority'])
    .default('-starts_at'),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

/** GET /api/store/offers: the offers running now and when each ends. */
export const storeOffersReplySchema = z.object({
  offers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.enum(OFFER_KINDS),
      value: z.number().int(),
      ends_at: z.string(),
      product_count: z.number().int(),
    }),
  ),
});
export type StoreOffersReply = z.infer<typeof storeOffersReplySchema>;

/** Where an offer or a discount stands at `now`: switched off, past its end, running, or waiting for its start. */
export function timedState(row: { enabled: boolean; startsAt: Date; endsAt: Date }, now: Date): OfferState {
  if (!row.enabled) return 'disabled';
  if (row.endsAt <= now) return 'ended';
  return row.startsAt <= now ? 'running' : 'scheduled';
}
