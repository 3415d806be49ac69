import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { offers, products } from './products.table';

/** What a shopper may ever see or buy: the product is on sale (active) and shown (visible). */
export const onSale: SQL = and(eq(products.active, true), eq(products.visible, true)) as SQL;

/**
 * On offer for this shopper (decision 026): staff flagged it, or the offer pricing it now lowers a price they pay. A
 * retail offer reaches every shopper; one for wholesale prices only, a wholesaler buying a product sold wholesale. A
 * retail shopper's offers list would otherwise show, at its full price, a product only wholesalers pay less for.
 */
export function onOfferFor(viewer: { wholesaler: boolean }): SQL {
  const reaches = viewer.wholesaler
    ? or(eq(offers.retail, true), and(eq(offers.wholesale, true), eq(products.wholesaler, true)))
    : eq(offers.retail, true);
  // A subquery rather than the cards' join to offers, so that the count of matches, which has no join, reads it too;
  // asked only of the few products an offer prices.
  return or(
    eq(products.inOffer, true),
    and(
      isNotNull(products.offerId),
      sql`exists (select 1 from ${offers} where ${offers.id} = ${products.offerId} and ${reaches})`,
    ),
  ) as SQL;
}

/** Whether the offer pricing a product reaches this shopper: the same rule as `onOfferFor`, on a card's row. */
export function offerReaches(
  offer: { retail: boolean; wholesale: boolean },
  product: { wholesaler: boolean },
  viewer: { wholesaler: boolean },
): boolean {
  return offer.retail || (offer.wholesale && viewer.wholesaler && product.wholesaler);
}
