import type { StorefrontCategory, StorefrontCoin, StorefrontHomeReply } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../taxonomy';
import { bestSellerCards } from './best-sellers';
import { type CardRow, toCards, type Viewer } from './card-query';
import { topCategoryPictures } from './category-pictures';
import { firstCards } from './listing-statements';

const SECTION_SIZE = 8;

export async function activeCategories(db: DbOrTx): Promise<StorefrontCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parent_id: categories.parentId,
      priority: categories.priority,
      description: categories.description,
    })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.priority), asc(categories.name), asc(categories.id));
}

/**
 * The front of the shop. Best sellers rank by the units of the last month's orders (the `best_sellers` job); a shop
 * with fewer sales fills the section with the products staff put first (priority).
 */
export async function storeHome(
  db: DbOrTx,
  coins: StorefrontCoin[],
  viewer: Viewer,
): Promise<StorefrontHomeReply> {
  const [categoryRows, pictures, offers, newest, sold, first] = await Promise.all([
    activeCategories(db),
    topCategoryPictures(db),
    firstCards(db, { sort: 'priority', offersFor: viewer, available: false }, SECTION_SIZE),
    firstCards(db, { sort: 'newest', offersFor: null, available: false }, SECTION_SIZE),
    bestSellerCards(db, SECTION_SIZE),
    firstCards(db, { sort: 'priority', offersFor: null, available: false }, SECTION_SIZE),
  ]);
  const bestSellers = topUp(sold, first, SECTION_SIZE);
  return {
    categories: categoryRows
      .filter((c) => c.parent_id === null)
      .map((c) => ({ ...c, image: pictures.get(c.id) ?? null })),
    offers: toCards(offers, coins, viewer),
    newest: toCards(newest, coins, viewer),
    best_sellers: toCards(bestSellers, coins, viewer),
    coins,
  };
}

/** The ranked rows, then the others in their order until the section is full, each product once. */
function topUp(ranked: CardRow[], others: CardRow[], size: number): CardRow[] {
  const seen = new Set(ranked.map((row) => row.product.id));
  return [...ranked, ...others.filter((row) => !seen.has(row.product.id))].slice(0, size);
}
