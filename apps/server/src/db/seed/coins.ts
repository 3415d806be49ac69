import { addDays, shopToday } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { coins, exchangeRates } from '../../modules/coins';
import type { Database } from '../client';

const USD = { shortName: 'USD', name: 'Dólar estadounidense', symbol: '$', isBase: true };
// Its own letters as symbol: a second "$" beside the dollar's would leave shoppers guessing which coin they see.
const MLC = { shortName: 'MLC', name: 'Moneda libremente convertible', symbol: 'MLC', isBase: false };

/**
 * Makes sure the base coin exists (on every start). MLC comes with a fresh shop only, so a coin staff deleted on
 * purpose does not come back at the next start.
 */
export async function seedCoins(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: coins.id }).from(coins).limit(1);
    const seeds = any ? [USD] : [USD, MLC];
    for (const coin of seeds) await tx.insert(coins).values(coin).onConflictDoNothing();
  });
}

/**
 * Weekly MLC rates over the last fourteen weeks, creeping up as they did, so prices show in both coins in the demo
 * shop and the three months of sales history (reports/demo-seed.ts) sold in MLC from its first day: with five weeks
 * the charts showed MLC as new this month, with nothing before it to compare.
 */
const DEMO_RATES = [
  '1.00',
  '1.00',
  '1.00',
  '1.01',
  '1.01',
  '1.01',
  '1.02',
  '1.02',
  '1.02',
  '1.02',
  '1.04',
  '1.05',
  '1.07',
  '1.08',
];

export async function seedDemoExchangeRates(db: Database, today = shopToday()): Promise<void> {
  const [mlc] = await db.select({ id: coins.id }).from(coins).where(eq(coins.shortName, MLC.shortName));
  if (!mlc) return;
  const last = DEMO_RATES.length - 1;
  await db
    .insert(exchangeRates)
    .values(
      DEMO_RATES.map((rate, week) => ({ coinId: mlc.id, date: addDays(today, (week - last) * 7), rate })),
    )
    .onConflictDoNothing();
}
