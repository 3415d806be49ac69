import { and, eq, type SQL } from 'drizzle-orm';
import { products } from './products.table';

/** What a shopper may ever see or buy: the product is on sale (active) and shown (visible). */
export const onSale: SQL = and(eq(products.active, true), eq(products.visible, true)) as SQL;
