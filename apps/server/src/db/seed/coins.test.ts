import { addDays, shopToday } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coins, exchangeRates } from '../../modules/coins';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCoins } from './coins';
import { seedOnStart } from './start';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const codes = async () =>
  (await t.app.db.select().from(coins).orderBy(asc(coins.shortName))).map((c) => [
    c.shortName,
    c.symbol,
    c.isBase,
  ]);

describe('seeding coins', () => {
  it('gives a fresh shop USD as the base coin and MLC, and is safe to run again', async () => {
    expect(await codes()).toEqual([
      ['MLC', 'MLC', false],
      ['USD', '$', true],
    ]);
    await seedCoins(t.app.db);
    await seedOnStart(t.app.db, 'none', t.config.dataDir);
    expect(await codes()).toEqual([
      ['MLC', 'MLC', false],
      ['USD', '$', true],
    ]);
  });

  it('does not bring back a coin staff deleted', async () => {
    await t.app.db.delete(coins).where(eq(coins.shortName, 'MLC'));
    await seedCoins(t.app.db);
    expect(await codes()).toEqual([['USD', '$', true]]);
    await t.app.db.insert(coins).values({ shortName: 'MLC', name: 'MLC', symbol: 'MLC' });
  });

  it('adds weekly MLC rates for the fourteen weeks of the sales history in demo mode, once', async () => {
    await seedOnStart(t.app.db, 'demo', t.config.dataDir);
    await seedOnStart(t.app.db, 'demo', t.config.dataDir);
    const rates = await t.app.db.select().from(exchangeRates).orderBy(asc(exchangeRates.date));
    expect(rates).toHaveLength(14);
    expect(rates.at(-1)?.date).toBe(shopToday());
    // The history's first day (90 days back) has a rate in force.
    expect(rates[0]?.date).toBe(addDays(shopToday(), -91));
    for (const rate of rates) {
      expect(Number(rate.rate)).toBeGreaterThanOrEqual(1);
      expect(Number(rate.rate)).toBeLessThanOrEqual(1.1);
    }
  });
});
