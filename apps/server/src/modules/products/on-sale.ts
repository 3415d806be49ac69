import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { products } from './products.table';

/** What a shopper may ever see or buy: the product is on sale (active) and shown (visible). */
export const onSale: SQL = and(eq(products.active, true), eq(products.visible, true)) as SQL;

/** On offer: staff flagged it, or an offer prices it now (decision 026). */
export const onOffer: SQL = or(eq(products.inOffer, true), isNotNull(products.offerId)) as SQL;
