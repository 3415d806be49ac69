import type { ExchangeRateBody } from '@shop/contracts';
import { and, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import type { FieldErrorKeys } from '../../lib/domain-errors';
import { coins } from './coins.table';
import { exchangeRates } from './exchange-rates.table';

/**
 * Every reason these rows cannot be saved, per field: an unknown coin, the base coin (always 1), or a coin and
 * date that already have a rate, in the database or earlier in the same rows. `field(i, name)` names the
 * field of row i (`rate`, or `rows.3.rate` in a batch).
 */
export async function refusedRateFields(
  tx: Tx,
  rows: readonly ExchangeRateBody[],
  field: (index: number, name: keyof ExchangeRateBody) => string,
  exceptId?: number,
): Promise<FieldErrorKeys> {
  const coinIds = [...new Set(rows.map((r) => r.coin_id))];
  const dates = [...new Set(rows.map((r) => r.date))];
  const [found, existing] = await independentReads(
    tx,
    () => tx.select({ id: coins.id, isBase: coins.isBase }).from(coins).where(inArray(coins.id, coinIds)),
    () =>
      tx
        .select({ coinId: exchangeRates.coinId, date: exchangeRates.date })
        .from(exchangeRates)
        .where(
          and(
            inArray(exchangeRates.coinId, coinIds),
            inArray(exchangeRates.date, dates),
            exceptId === undefined ? undefined : ne(exchangeRates.id, exceptId),
          ),
        ),
  );
  const isBase = new Map(found.map((c) => [c.id, c.isBase]));
  const taken = new Set(existing.map((r) => `${r.coinId}|${r.date}`));
  const errors: FieldErrorKeys = {};
  rows.forEach((row, index) => {
    const base = isBase.get(row.coin_id);
    if (base === undefined) errors[field(index, 'coin_id')] = ['coin_unknown'];
    else if (base) errors[field(index, 'coin_id')] = ['base_coin_has_no_rates'];
    const key = `${row.coin_id}|${row.date}`;
    if (taken.has(key)) errors[field(index, 'date')] = ['exchange_rate_duplicate'];
    taken.add(key);
  });
  return errors;
}
