import type { OFFER_KINDS } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCategories, offers, refreshOfferPrices } from '../products';
import { categories } from '../taxonomy';

const DAY = 86_400_000;

/** Relative to the seeding day, so a fresh shop always has two offers running and one coming. */
const OFFERS: Array<{
  name: string;
  kind: (typeof OFFER_KINDS)[number];
  value: number;
  category: string;
  wholesale: boolean;
  startsInDays: number;
  days: number;
  priority: number;
}> = [
  {
    name: 'Rebajas de calzado',
    kind: 'percentage',
    value: 15,
    category: 'Calzado',
    wholesale: false,
    startsInDays: -1,
    days: 8,
    priority: 10,
  },
  {
    name: 'Hogar a precio de fábrica',
    kind: 'percentage',
    value: 10,
    category: 'Hogar',
    wholesale: true,
    startsInDays: -2,
    days: 12,
    priority: 5,
  },
  {
    name: 'Fin de semana de bebidas',
    kind: 'amount',
    value: 25,
    category: 'Bebidas',
    wholesale: false,
    startsInDays: 3,
    days: 2,
    priority: 0,
  },
];

/** SEED=demo: two offers running (footwear, household) and one scheduled (drinks); only into an empty table. */
export async function seedDemoOffers(db: Database, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: offers.id }).from(offers).limit(1);
  if (any) return;
  const today = new Date(now);
  today.setUTCHours(5, 0, 0, 0); // midnight in Havana
  for (const offer of OFFERS) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, offer.category));
    if (!category) continue;
    const startsAt = new Date(today.getTime() + offer.startsInDays * DAY);
    const [row] = await db
      .insert(offers)
      .values({
        name: offer.name,
        kind: offer.kind,
        value: offer.value,
        retail: true,
        wholesale: offer.wholesale,
        startsAt,
        endsAt: new Date(startsAt.getTime() + offer.days * DAY),
        priority: offer.priority,
      })
      .returning({ id: offers.id });
    if (row) await db.insert(offerCategories).values({ offerId: row.id, categoryId: category.id });
  }
  await refreshOfferPrices(db, now);
}
