import {
  type Cart,
  type CartItem,
  convert,
  formatMoney,
  type Locale,
  type StorefrontCoin,
} from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import {
  imageUrls,
  mainImagePaths,
  offers,
  productImages,
  products,
  productVariations,
  purchaseMinimum,
  variationLabels,
} from '../products';
import { cartItems } from './cart.table';
import { linePrice } from './line-pricing';

export const variationImages = alias(productImages, 'variation_images');

/** What a line shows and is priced from, read from the product and its offer. */
const productLineColumns = {
  name: products.name,
  slug: products.slug,
  productSku: products.sku,
  kind: products.kind,
  active: products.active,
  visible: products.visible,
  minQuantity: products.minQuantity,
  retail: products.retail,
  wholesaler: products.wholesaler,
  downloadable: products.downloadable,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  wholesalePrice: products.wholesalePrice,
  discountPercentage: products.discountPercentage,
  tax: products.tax,
  /** What a unit costs the shop (decision 110): staff's, kept on the order line, never shown to the shopper. */
  costPrice: products.costPrice,
  offerId: offers.id,
  offerName: offers.name,
  offerKind: offers.kind,
  offerValue: offers.value,
  offerRetail: offers.retail,
  offerWholesale: offers.wholesale,
  productAvailable: products.availability,
};

/** …and from the chosen variation, when there is one. */
const variationLineColumns = {
  variationSku: productVariations.sku,
  variationRegularPrice: productVariations.regularPrice,
  variationSalePrice: productVariations.salePrice,
  variationWholesalePrice: productVariations.wholesalePrice,
  variationCostPrice: productVariations.costPrice,
  variationAvailable: sql<
    number | null
  >`${productVariations.realQuantity} - ${productVariations.heldQuantity}`,
  variationImage: variationImages.path,
};

export const lineColumns = { ...productLineColumns, ...variationLineColumns };

/** The cart's lines with what the shopper sees of each, prices for this buyer. */
export async function cartLines(db: DbOrTx, cartId: number | null) {
  if (cartId === null) return [];
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variationId: cartItems.variationId,
      quantity: cartItems.quantity,
      heldQuantity: cartItems.heldQuantity,
      expiresAt: cartItems.expiresAt,
      holds: cartItems.holds,
      ...lineColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(offers, eq(offers.id, products.offerId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .leftJoin(variationImages, eq(variationImages.id, productVariations.imageId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * A share link's lines read as cart lines holding nothing, so that they are priced and shown exactly as a cart's
 * (linesView). A line whose product or variation is not there, or whose variation belongs to another product, is
 * left out; `id` is the line's position in the link.
 */
export async function linesOfLink(
  db: DbOrTx,
  lines: ReadonlyArray<{ product_id: number; variation_id: number | null; quantity: number }>,
): Promise<CartLine[]> {
  if (!lines.length) return [];
  const variationIds = lines.flatMap((l) => (l.variation_id === null ? [] : [l.variation_id]));
  const [productRows, variationRows] = await independentReads(
    db,
    () =>
      db
        .select({ productId: products.id, ...productLineColumns })
        .from(products)
        .leftJoin(offers, eq(offers.id, products.offerId))
        .where(
          inArray(
            products.id,
            lines.map((l) => l.product_id),
          ),
        ),
    () =>
      variationIds.length
        ? db
            .select({
              id: productVariations.id,
              productId: productVariations.productId,
              ...variationLineColumns,
            })
            .from(productVariations)
            .leftJoin(variationImages, eq(variationImages.id, productVariations.imageId))
            .where(inArray(productVariations.id, variationIds))
        : Promise.resolve([]),
  );
  const productOf = new Map(productRows.map(({ productId, ...row }) => [productId, row]));
  const variationOf = new Map(variationRows.map(({ id, ...row }) => [id, row]));
  const now = new Date();
  return lines.flatMap((line, index): CartLine[] => {
    const product = productOf.get(line.product_id);
    if (!product) return [];
    const found = line.variation_id === null ? undefined : variationOf.get(line.variation_id);
    if (line.variation_id !== null && found?.productId !== line.product_id) return [];
    const { productId: _, ...variation } = found ?? { productId: null, ...NO_VARIATION };
    return [
      {
        id: index,
        productId: line.product_id,
        variationId: line.variation_id,
        quantity: line.quantity,
        heldQuantity: 0,
        expiresAt: now,
        holds: [],
        ...product,
        ...variation,
      },
    ];
  });
}

const NO_VARIATION = {
  variationSku: null,
  variationRegularPrice: null,
  variationSalePrice: null,
  variationWholesalePrice: null,
  variationCostPrice: null,
  variationAvailable: null,
  variationImage: null,
};

/** Unit price and tax of a line for this buyer, in base-coin cents. */
export function priceOfLine(line: CartLine, buyer: { wholesaler: boolean }) {
  const variation =
    line.variationId === null || line.variationRegularPrice === null
      ? null
      : {
          regularPrice: line.variationRegularPrice,
          salePrice: line.variationSalePrice,
          wholesalePrice: line.variationWholesalePrice,
        };
  const offer =
    line.offerKind === null
      ? null
      : {
          kind: line.offerKind,
          value: line.offerValue ?? 0,
          retail: line.offerRetail ?? false,
          wholesale: line.offerWholesale ?? false,
        };
  return linePrice({ ...line, offer }, variation, buyer, line.quantity);
}

/** SPEC §3 Cart in the coin the shopper chose (amounts converted once per line, then added). */
export async function cartView(
  db: DbOrTx,
  cartId: number | null,
  coin: StorefrontCoin,
  locale: Locale,
  buyer: { wholesaler: boolean },
): Promise<Cart> {
  return linesView(db, await cartLines(db, cartId), coin, locale, buyer);
}

/** Lines read like a cart's (a wholesale reservation's at its checkout) as the SPEC §3 Cart reads them. */
export async function linesView(
  db: DbOrTx,
  lines: readonly CartLine[],
  coin: StorefrontCoin,
  locale: Locale,
  buyer: { wholesaler: boolean },
): Promise<Cart> {
  const [imageOf, labels] = await independentReads(
    db,
    () =>
      mainImagePaths(
        db,
        lines.map((l) => l.productId),
      ),
    () =>
      variationLabels(
        db,
        lines.flatMap((l) => (l.variationId === null ? [] : [l.variationId])),
      ),
  );
  const money = (minor: number) => formatMoney(minor, coin, locale);

  let subtotal = 0;
  let tax = 0;
  const items: CartItem[] = lines.map((line) => {
    const { unit, unitTax, offerApplied } = priceOfLine(line, buyer);
    const lineTotal = convert(unit * line.quantity, coin.rate);
    subtotal += lineTotal;
    tax += convert(unitTax * line.quantity, coin.rate);
    const available = line.variationId !== null ? line.variationAvailable : line.productAvailable;
    const image = line.variationImage ?? imageOf.get(line.productId) ?? null;
    return {
      id: line.id,
      product_id: line.productId,
      variation_id: line.variationId,
      slug: line.slug,
      name: line.name,
      sku: line.variationSku ?? line.productSku,
      variant: line.variationId === null ? null : (labels.get(line.variationId) ?? null),
      image_url: image === null ? null : imageUrls(image).list_url,
      kind: line.kind,
      quantity: line.quantity,
      // Null: this buyer may no longer buy it (no longer a wholesaler); any change to the line says why.
      min_quantity: purchaseMinimum(line, buyer.wholesaler) ?? 1,
      max_quantity: line.downloadable
        ? 1
        : available === null
          ? null
          : Math.max(0, Number(available)) + line.heldQuantity,
      unit_price: convert(unit, coin.rate),
      unit_price_formatted: money(convert(unit, coin.rate)),
      line_total: lineTotal,
      line_total_formatted: money(lineTotal),
      expires_at: line.expiresAt.toISOString(),
      held_quantity: line.heldQuantity,
      offer_name: offerApplied ? line.offerName : null,
    };
  });

  return {
    items,
    count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal,
    subtotal_formatted: money(subtotal),
    shipment_formatted: money(0),
    to_pay_formatted: money(subtotal),
    tax,
    tax_formatted: money(tax),
    is_wholesaler: buyer.wholesaler,
    coin,
  };
}
