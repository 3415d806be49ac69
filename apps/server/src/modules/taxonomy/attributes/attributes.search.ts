import type { AttributeListQuery, AttributeListReply } from '@shop/contracts';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listMeta, pageOffset } from '../../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../../lib/text-search';
import { selectAttributes, toAttribute } from './attribute-view';
import { attributes } from './attributes.table';

// The id breaks ties, so that a page never repeats or skips an attribute.
const ORDERS: Record<AttributeListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(attributes.name)), asc(attributes.id)],
  '-name': [desc(foldedOrder(attributes.name)), desc(attributes.id)],
  created_at: [asc(attributes.createdAt), asc(attributes.id)],
  '-created_at': [desc(attributes.createdAt), desc(attributes.id)],
};

export async function listAttributes(db: DbOrTx, query: AttributeListQuery): Promise<AttributeListReply> {
  const where = matchesEveryWord([attributes.name, attributes.slug], query.search);
  const [rows, [totals]] = await Promise.all([
    selectAttributes(db, where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(attributes).where(where),
  ]);
  return { data: rows.map(toAttribute), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}
