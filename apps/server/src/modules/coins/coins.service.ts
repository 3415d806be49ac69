import type { Coin, CoinBody } from '@shop/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { selectCoins, toCoin } from './coin-view';
import { type CoinRow, coins } from './coins.table';
import { exchangeRates } from './exchange-rates.table';

export async function getCoin(db: DbOrTx, id: number): Promise<Coin> {
  const [row] = await selectCoins(db, eq(coins.id, id)).limit(1);
  if (!row) throw notFound();
  return toCoin(row);
}

export async function createCoin(db: Database, body: CoinBody): Promise<Coin> {
  return db.transaction(async (tx) => {
    await checkShortNameFree(tx, body.short_name, undefined);
    const [row] = await writeCoin(() => tx.insert(coins).values(columnsOf(body)).returning({ id: coins.id }));
    return getCoin(tx, (row as { id: number }).id);
  });
}

/** The base coin keeps being offered: every price is kept in it. */
export async function updateCoin(db: Database, id: number, body: CoinBody): Promise<Coin> {
  return db.transaction(async (tx) => {
    const coin = await lockCoin(tx, id);
    if (coin.isBase && !body.enabled) throw invalidFields({ enabled: ['base_coin_stays_enabled'] });
    await checkShortNameFree(tx, body.short_name, id);
    await writeCoin(() =>
      tx
        .update(coins)
        .set({ ...columnsOf(body), updatedAt: new Date() })
        .where(eq(coins.id, id)),
    );
    return getCoin(tx, id);
  });
}

/**
 * A coin with exchange rates stays, so that past prices in it can still be explained; staff disable it instead.
 * Any later table that points at coins (orders) is protected by its foreign key the same way.
 */
export async function deleteCoin(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const coin = await lockCoin(tx, id);
    if (coin.isBase) throw conflict('base_coin_not_deletable');
    const [rate] = await tx
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(eq(exchangeRates.coinId, id))
      .limit(1);
    if (rate) throw conflict('coin_has_rates');
    try {
      await tx.delete(coins).where(eq(coins.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('coin_has_rates');
      throw error;
    }
  });
}

async function lockCoin(tx: Tx, id: number): Promise<CoinRow> {
  const [coin] = await tx.select().from(coins).where(eq(coins.id, id)).for('update');
  if (!coin) throw notFound();
  return coin;
}

function columnsOf(body: CoinBody) {
  return { shortName: body.short_name, name: body.name, symbol: body.symbol, enabled: body.enabled };
}

async function checkShortNameFree(tx: Tx, shortName: string, exceptId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: coins.id })
    .from(coins)
    .where(and(eq(coins.shortName, shortName), exceptId === undefined ? undefined : ne(coins.id, exceptId)))
    .limit(1);
  if (taken) throw invalidFields({ short_name: ['duplicates_not_allowed'] });
}

/** Another request may take the code between the check and the write. */
async function writeCoin<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ short_name: ['duplicates_not_allowed'] });
    throw error;
  }
}
