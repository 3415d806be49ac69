import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { amountField, amountTooBig, integerField } from './integer-field';
import { OFFER_STATES } from './offers';
import { PRICE_MAX } from './product-constants';

/** Cart discounts (issue 17 §1, "Discounts area", decision 028): a percentage or an amount off the cart's lines. */
export const DISCOUNT_KINDS = ['percentage', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const COUPON_CODE_MAX = 30;

export const DISCOUNT_PATHS = {
  list: '/admin/discounts',
  one: '/admin/discounts/:id',
} as const;

/** A coupon code as shoppers type it: letters, digits and hyphens, kept in capitals ("verano-10" is "VERANO-10"). */
export const couponCodeSchema = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX)
  .regex(/^[A-Za-z0-9-]*$/, { error: 'coupon_code_invalid' })
  .transform((code) => code.toUpperCase());

const dateTime = z.iso.datetime({ offset: true, error: 'date_time_invalid' });
const optionalLimit = integerField(1, 1_000_000).nullable().default(null);

export const discountBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(80),
    /** Blank: a rule that applies by itself when the cart qualifies; otherwise the coupon a shopper types. */
    code: couponCodeSchema.default(''),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent (1–100) for `percentage`; base-coin cents for `amount` (checked below by kind). */
    value: integerField(0),
    /** The cart's lines must add up to at least this, in base-coin cents. */
    min_subtotal: amountField(0, PRICE_MAX).default(0),
    starts_at: dateTime,
    ends_at: dateTime,
    /** How many orders may use it in all; null is no limit. */
    usage_limit: optionalLimit,
    /** How many orders one customer may use it on; null is no limit. */
    per_customer_limit: optionalLimit,
    enabled: z.boolean().default(true),
  })
  .superRefine((discount, ctx) => {
    if (discount.kind === 'percentage' && (discount.value < 1 || discount.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'offer_percentage_range' });
    }
    if (discount.kind === 'amount' && discount.value < 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'offer_amount_positive' });
    }
    if (discount.kind === 'amount' && discount.value > PRICE_MAX) {
      ctx.addIssue(amountTooBig(PRICE_MAX, discount.value, ['value']));
    }
    if (Date.parse(discount.ends_at) <= Date.parse(discount.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'offer_ends_before_start' });
    }
  });
export type DiscountBody = z.infer<typeof discountBodySchema>;

export const discountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  min_subtotal: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  enabled: z.boolean(),
  /** Orders placed with it. */
  uses: z.number().int(),
  state: z.enum(OFFER_STATES),
  updated_at: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListReplySchema = listReplySchema(discountSchema);
export type DiscountListReply = z.infer<typeof discountListReplySchema>;
export const discountListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['-starts_at', 'starts_at', 'name', '-name']).default('-starts_at'),
});
export type DiscountListQuery = z.infer<typeof discountListQuerySchema>;

/** What a discount takes off a cart whose lines add up to `subtotal` (never more than the subtotal). */
export function discountAmount(discount: { kind: DiscountKind; value: number }, subtotal: number): number {
  if (discount.kind === 'amount') return Math.min(subtotal, discount.value);
  // Rounded half away from zero, like every derived amount (decision 006).
  return Math.min(subtotal, Math.floor((subtotal * discount.value + 50) / 100));
}

/** The discount an order or a quote carries, in the shopper's coin. */
export const appliedDiscountSchema = z.object({
  name: z.string(),
  code: z.string(),
  amount: z.number().int(),
  amount_formatted: z.string(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;
