import { z } from 'zod';
import { CART_QUANTITY_MAX } from './cart-constants';
import { storefrontCoinSchema } from './coins';
import { integerField } from './integer-field';

export * from './cart-constants';

const quantitySchema = z
  .number({ error: 'quantity_invalid' })
  .int({ error: 'quantity_invalid' })
  .min(1, { error: 'quantity_invalid' })
  .max(CART_QUANTITY_MAX, { error: 'quantity_not_allowed' });

/**
 * Add to the cart (POST /api/cart): `quantity` units of a product or of one of its variations. With `mode: 'set'`
 * the line's quantity becomes `quantity`; by default it is added to what the line already holds.
 */
export const addToCartBodySchema = z.strictObject({
  product_id: z.number().int().positive(),
  variation_id: z.number().int().positive().nullable().optional(),
  quantity: quantitySchema,
  mode: z.enum(['add', 'set']).default('add'),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartLineBodySchema = z.strictObject({ quantity: quantitySchema });
export type UpdateCartLineBody = z.infer<typeof updateCartLineBodySchema>;

export const cartLineParamSchema = z.object({ id: integerField(1) });

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variation_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  /** The variation's terms ("Rojo / M"); null for other products. */
  variant: z.string().nullable(),
  image_url: z.string().nullable(),
  kind: z.enum(['simple', 'variable', 'combo', 'service']),
  quantity: z.number().int(),
  min_quantity: z.number().int(),
  /** What this line may grow to: its own held units plus what is still available; null when unlimited (services). */
  max_quantity: z.number().int().nullable(),
  /** In the cart's coin, minor units. */
  unit_price: z.number().int(),
  unit_price_formatted: z.string(),
  line_total: z.number().int(),
  line_total_formatted: z.string(),
  /** When the line stops holding its units (settings cart_item_timeout). */
  expires_at: z.string(),
  /** Units of the line that hold stock for this shopper; the rest are checked again at checkout (decision 012). */
  held_quantity: z.number().int(),
  /** The offer that prices this line (decision 026), or null. */
  offer_name: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** SPEC §3 Cart (shopCart). Amounts in the coin the shopper chose; `*_formatted` in the request's language. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int(),
  subtotal: z.number().int(),
  subtotal_formatted: z.string(),
  /** Computed at checkout, where the delivery point is known; zero here. */
  shipment_formatted: z.string(),
  to_pay_formatted: z.string(),
  tax: z.number().int(),
  tax_formatted: z.string(),
  is_wholesaler: z.boolean(),
  coin: storefrontCoinSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** A share link's payload: the lines a cart holds, by product and variation. */
export const sharedCartLineSchema = z.object({
  product_id: z.number().int().positive(),
  variation_id: z.number().int().positive().nullable(),
  quantity: quantitySchema,
});
export type SharedCartLine = z.infer<typeof sharedCartLineSchema>;

export const shareCartReplySchema = z.object({ encoded: z.string(), path: z.string() });
export type ShareCartReply = z.infer<typeof shareCartReplySchema>;

export const sharedCartParamSchema = z.object({ encoded: z.string().min(1).max(4_000) });

/** What a share link holds, as the visitor will see it before adding it. */
export const sharedCartPreviewSchema = z.object({
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      variation_id: z.number().int().nullable(),
      quantity: z.number().int(),
      name: z.string().nullable(),
      slug: z.string().nullable(),
      variant: z.string().nullable(),
      image_url: z.string().nullable(),
      /** Null when the line can be added as is; otherwise why not (a message in the request's language). */
      problem: z.string().nullable(),
      /** The unit price and the line's total for this visitor, in their coin; null for a line that cannot be added. */
      unit_price_formatted: z.string().nullable(),
      line_total_formatted: z.string().nullable(),
    }),
  ),
  /** What the lines that can be added come to, in the visitor's coin, before shipping. */
  subtotal_formatted: z.string(),
});
export type SharedCartPreview = z.infer<typeof sharedCartPreviewSchema>;

/** What adding a shared cart did: lines added, and those that could not be, each with its reason. */
export const importSharedCartReplySchema = z.object({
  cart: cartSchema,
  added: z.number().int(),
  refused: z.array(
    z.object({ product_id: z.number().int(), name: z.string().nullable(), reason: z.string() }),
  ),
});
export type ImportSharedCartReply = z.infer<typeof importSharedCartReplySchema>;

/**
 * Share links carry the lines themselves ("p.v.q" joined by "-", base64url), so a link works for anyone, signed in or
 * not, and needs no table: `/Cart/share-cart/{encoded}`.
 */
export function encodeSharedCart(lines: readonly SharedCartLine[]): string {
  const text = lines.map((l) => `${l.product_id}.${l.variation_id ?? 0}.${l.quantity}`).join('-');
  return base64UrlEncode(text);
}

export function decodeSharedCart(encoded: string): SharedCartLine[] | null {
  const text = base64UrlDecode(encoded);
  if (text === null || !/^\d{1,9}\.\d{1,9}\.\d{1,5}(-\d{1,9}\.\d{1,9}\.\d{1,5}){0,99}$/.test(text))
    return null;
  const lines: SharedCartLine[] = [];
  for (const part of text.split('-')) {
    const [p, v, q] = part.split('.').map(Number) as [number, number, number];
    const parsed = sharedCartLineSchema.safeParse({
      product_id: p,
      variation_id: v === 0 ? null : v,
      quantity: q,
    });
    if (!parsed.success) return null;
    lines.push(parsed.data);
  }
  return lines;
}

// Browsers and Node (16+) both have them; the contracts compile without the DOM types, so they are declared here.
declare function btoa(data: string): string;
declare function atob(data: string): string;

function base64UrlEncode(text: string): string {
  // Only digits, dots and dashes are encoded, so btoa's Latin-1 limit never bites.
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    return atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

// Saved for later (decision 105).

export const saveLineBodySchema = z.strictObject({ line_id: z.number().int().min(1) });
export type SaveLineBody = z.infer<typeof saveLineBodySchema>;

/** A saved line as a shared cart's line reads (its price today, or why it cannot go back in the cart), and when. */
export const savedLineSchema = sharedCartPreviewSchema.shape.lines.element.extend({
  id: z.number().int(),
  saved_at: z.string(),
});
export type SavedLine = z.infer<typeof savedLineSchema>;
export const savedLinesReplySchema = z.object({ data: z.array(savedLineSchema) });
export type SavedLinesReply = z.infer<typeof savedLinesReplySchema>;
/** A line moved between the cart and the saved list: what was done, and the cart as it now is. */
export const savedLineMovedReplySchema = z.object({ message: z.string(), cart: cartSchema });
export type SavedLineMovedReply = z.infer<typeof savedLineMovedReplySchema>;
