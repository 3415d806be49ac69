import {
  divideRounded,
  PRICE_MAX,
  type ProductPriceChangeBody,
  type ProductPriceChangeReply,
} from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { refreshOfferPrices } from './offer-prices';
import { setPriceAuthor } from './price-author';
import { products } from './products.table';
import { productVariations } from './variations.table';

interface OwnPrices {
  regularPrice: number;
  salePrice: number | null;
  wholesalePrice: number | null;
}

/**
 * Every own price of the products named raised or cut by one percentage, in one transaction (decision 093): the
 * regular, offer and wholesale prices of each product and of its variations, rounded to the cent as the pricing
 * function rounds. A missing product or a price the change would take over `PRICE_MAX` changes nothing. The final
 * prices (and the offers in force) are written again as any save of a product writes them.
 */
export async function changePrices(
  db: Database,
  body: ProductPriceChangeBody,
  userId: number,
): Promise<ProductPriceChangeReply> {
  const slugs = [...new Set(body.slugs)];
  const scale = (cents: number) => Number(divideRounded(BigInt(cents) * BigInt(100 + body.percent), 100n));
  const scaled = (row: OwnPrices) => ({
    regularPrice: scale(row.regularPrice),
    salePrice: row.salePrice === null ? null : scale(row.salePrice),
    wholesalePrice: row.wholesalePrice === null ? null : scale(row.wholesalePrice),
  });
  return db.transaction(async (tx) => {
    await setPriceAuthor(tx, { reason: 'bulk', userId, percent: body.percent });
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        regularPrice: products.regularPrice,
        salePrice: products.salePrice,
        wholesalePrice: products.wholesalePrice,
      })
      .from(products)
      .where(inArray(products.slug, slugs))
      .orderBy(asc(products.id))
      .for('update');
    if (rows.length !== slugs.length) throw notFound('product_not_found');
    const ids = rows.map((row) => row.id);
    const variations = await tx
      .select({
        id: productVariations.id,
        productId: productVariations.productId,
        regularPrice: productVariations.regularPrice,
        salePrice: productVariations.salePrice,
        wholesalePrice: productVariations.wholesalePrice,
      })
      .from(productVariations)
      .where(inArray(productVariations.productId, ids))
      .orderBy(asc(productVariations.id))
      .for('update');
    // The regular price is each row's highest: an offer or wholesale price is never above it.
    const over = [...rows, ...variations].find((row) => scale(row.regularPrice) > PRICE_MAX);
    if (over) {
      const name = rows.find((row) => row.id === ('productId' in over ? over.productId : over.id))?.name;
      throw invalid('price_change_over_max', { name: name ?? '' });
    }
    const now = new Date();
    for (const row of rows) {
      await tx
        .update(products)
        .set({ ...scaled(row), updatedAt: now })
        .where(eq(products.id, row.id));
    }
    for (const row of variations) {
      await tx
        .update(productVariations)
        .set({ ...scaled(row), updatedAt: now })
        .where(eq(productVariations.id, row.id));
    }
    await refreshOfferPrices(tx, now, ids);
    return { changed: rows.length };
  });
}
