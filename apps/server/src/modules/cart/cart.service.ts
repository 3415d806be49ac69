import {
  type AddToCartBody,
  type Cart,
  decodeSharedCart,
  encodeSharedCart,
  formatMoney,
  type ImportSharedCartReply,
  type Locale,
  ORDER_SETTINGS_KEY,
  orderSettingsSchema,
  type SharedCartPreview,
  type StorefrontCoin,
} from '@shop/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { onSale, products } from '../products';
import { getSetting } from '../settings';
import {
  type Buyer,
  emptyCart,
  type Holder,
  holdWholeLines,
  putLine,
  removeLine,
  setLineQuantity,
} from './cart-lines';
import { type CartOwner, findCart, lockCart, mergeVisitorCart } from './cart-owner';
import { cartLines, cartView, linesOfLink, linesView } from './cart-view';

/** Who is asking, from which client address, in which coin and language; `owner` says whose cart. */
export interface CartContext {
  owner: CartOwner;
  buyer: Buyer;
  coin: StorefrontCoin;
  locale: Locale;
  clientAddress: string;
}

/** What a cart call answers, plus the cookie to set or clear. */
export interface CartResult<T = Cart> {
  reply: T;
  setToken?: string;
  clearToken?: boolean;
}

/** The cart's settings, read once per change: how long lines hold, and what a visitor may hold. */
async function holdRules(db: DbOrTx, ctx: CartContext): Promise<{ timeout: number; holder: Holder }> {
  const settings = await getSetting(db, ORDER_SETTINGS_KEY, orderSettingsSchema);
  const holder: Holder =
    ctx.owner.userId !== null
      ? { signedIn: true }
      : {
          signedIn: false,
          clientAddress: ctx.clientAddress,
          caps: {
            sharePercent: settings.guest_hold_share_percent,
            cartUnits: settings.guest_hold_max_units,
            addressUnits: settings.address_hold_max_units,
          },
        };
  return { timeout: settings.cart_item_timeout, holder };
}

/** A signed-in user who still carries a visitor's cart cookie gets that cart merged into theirs first. */
async function withMergedVisitorCart<T>(
  db: Database,
  ctx: CartContext,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<CartResult<T>> {
  const merging = ctx.owner.userId !== null && ctx.owner.token !== undefined;
  const reply = await db.transaction(async (tx) => {
    if (merging && ctx.owner.userId !== null && ctx.owner.token)
      await holdWholeLines(tx, await mergeVisitorCart(tx, ctx.owner.userId, ctx.owner.token));
    return work(tx);
  });
  return merging ? { reply, clearToken: true } : { reply };
}

const userOwner = (ctx: CartContext): CartOwner =>
  ctx.owner.userId !== null ? { userId: ctx.owner.userId, token: undefined } : ctx.owner;

export async function readCart(db: Database, ctx: CartContext): Promise<CartResult> {
  if (ctx.owner.userId === null && !ctx.owner.token)
    return { reply: await cartView(db, null, ctx.coin, ctx.locale, ctx.buyer) };
  return withMergedVisitorCart(db, ctx, async (tx) =>
    cartView(tx, await findCart(tx, userOwner(ctx)), ctx.coin, ctx.locale, ctx.buyer),
  );
}

/** Runs a change on the owner's locked cart (created if needed) and answers the cart as it then is. */
export async function changeCart(
  db: Database,
  ctx: CartContext,
  change: (tx: DbOrTx, cartId: number, rules: { timeout: number; holder: Holder }) => Promise<void>,
): Promise<CartResult> {
  let setToken: string | undefined;
  const result = await withMergedVisitorCart(db, ctx, async (tx) => {
    const cart = await lockCart(tx, userOwner(ctx), ctx.clientAddress);
    setToken = cart.newToken;
    await change(tx, cart.id, await holdRules(tx, ctx));
    return cartView(tx, cart.id, ctx.coin, ctx.locale, ctx.buyer);
  });
  return setToken ? { ...result, setToken } : result;
}

export const addToCart = (db: Database, ctx: CartContext, body: AddToCartBody) =>
  changeCart(db, ctx, (tx, cartId, { timeout, holder }) =>
    putLine(tx, cartId, body, ctx.buyer, holder, timeout),
  );

export const updateCartLine = (db: Database, ctx: CartContext, lineId: number, quantity: number) =>
  changeCart(db, ctx, (tx, cartId, { timeout, holder }) =>
    setLineQuantity(tx, cartId, lineId, quantity, ctx.buyer, holder, timeout),
  );

export const removeCartLine = (db: Database, ctx: CartContext, lineId: number) =>
  changeCart(db, ctx, (tx, cartId) => removeLine(tx, cartId, lineId));

export async function clearCart(db: Database, ctx: CartContext): Promise<CartResult> {
  if (ctx.owner.userId === null && !ctx.owner.token)
    return { reply: await cartView(db, null, ctx.coin, ctx.locale, ctx.buyer) };
  return changeCart(db, ctx, (tx, cartId) => emptyCart(tx, cartId));
}

/** Logout empties the user's cart (SPEC §4), giving its units back. */
export async function emptyUserCart(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await findCart(tx, { userId, token: undefined }, true);
    if (cartId !== null) await emptyCart(tx, cartId);
  });
}

/** The link that carries the cart's lines (`/Cart/share-cart/{encoded}`); 422 for an empty cart. */
export async function shareCart(db: Database, ctx: CartContext): Promise<{ encoded: string; path: string }> {
  const lines = await cartLines(db, await findCart(db, userOwner(ctx)));
  if (!lines.length) throw invalid('cart_empty');
  const encoded = encodeSharedCart(
    lines.map((l) => ({ product_id: l.productId, variation_id: l.variationId, quantity: l.quantity })),
  );
  return { encoded, path: `/Cart/share-cart/${encoded}` };
}

function decoded(encoded: string) {
  const lines = decodeSharedCart(encoded);
  if (!lines) throw invalid('share_link_invalid');
  return lines;
}

/**
 * What a share link holds, with names, and for each line whether it can be added now (and why not), and what the
 * lines that can be added cost this visitor.
 */
export async function previewSharedCart(
  db: Database,
  ctx: CartContext,
  encoded: string,
): Promise<SharedCartPreview> {
  const { lines, subtotal } = await previewLines(db, ctx, decoded(encoded));
  return { lines, subtotal_formatted: formatMoney(subtotal, ctx.coin, ctx.locale) };
}

type LineToPreview = { product_id: number; variation_id: number | null; quantity: number };

/**
 * Lines not in the cart (a share link's, the saved ones of decision 105) as the visitor would see them in it: each
 * with its name, picture and price in their coin, or why it cannot be added now; and what those that can come to.
 */
export async function previewLines(
  db: DbOrTx,
  ctx: CartContext,
  lines: readonly LineToPreview[],
): Promise<{ lines: SharedCartPreview['lines']; subtotal: number }> {
  // The lines read and shown exactly as a cart's (name, variation, picture, price in the visitor's coin); what is
  // hidden or disabled is neither named nor priced.
  const read = new Map((await linesOfLink(db, lines)).map((line) => [line.id, line]));
  const onSaleLines = [...read.values()].filter((line) => line.active && line.visible);
  const shown = new Map(
    (await linesView(db, onSaleLines, ctx.coin, ctx.locale, ctx.buyer)).items.map((item) => [item.id, item]),
  );
  let subtotal = 0;
  const preview = lines.map((line, index) => {
    const item = shown.get(index);
    const available = read.get(index)?.productAvailable;
    const problem = !item
      ? translate('product_not_found', ctx.locale)
      : available !== null && available !== undefined && available <= 0
        ? translate('product_unavailable', ctx.locale)
        : null;
    if (item && problem === null) subtotal += item.line_total;
    return {
      product_id: line.product_id,
      variation_id: line.variation_id,
      quantity: line.quantity,
      name: item?.name ?? null,
      slug: item?.slug ?? null,
      variant: item?.variant ?? null,
      image_url: item?.image_url ?? null,
      problem,
      unit_price_formatted: item && problem === null ? item.unit_price_formatted : null,
      line_total_formatted: item && problem === null ? item.line_total_formatted : null,
    };
  });
  return { lines: preview, subtotal };
}

/**
 * Adds a share link's lines to the visitor's cart, each on its own (a savepoint each): what cannot be added is
 * reported with its reason, never silently dropped.
 */
export async function importSharedCart(
  db: Database,
  ctx: CartContext,
  encoded: string,
): Promise<CartResult<ImportSharedCartReply>> {
  const lines = decoded(encoded);
  const names = new Map(
    (
      await db
        .select({ id: products.id, name: products.name })
        .from(products)
        // Only products on sale are named: a hidden or disabled one is not told even by name.
        .where(
          and(
            inArray(
              products.id,
              lines.map((l) => l.product_id),
            ),
            onSale,
          ),
        )
    ).map((p) => [p.id, p.name]),
  );
  let added = 0;
  const refused: ImportSharedCartReply['refused'] = [];
  const result = await changeCart(db, ctx, async (tx, cartId, { timeout, holder }) => {
    for (const line of lines) {
      try {
        await tx.transaction((sp) =>
          putLine(sp, cartId, { ...line, mode: 'add' }, ctx.buyer, holder, timeout),
        );
        added++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused.push({
          product_id: line.product_id,
          name: names.get(line.product_id) ?? null,
          reason: translate(error.key, ctx.locale, error.params),
        });
      }
    }
  });
  return { ...result, reply: { cart: result.reply, added, refused } };
}
