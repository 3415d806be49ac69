import type {
  ExchangeRate,
  ExchangeRateBatchBody,
  ExchangeRateBatchReply,
  ExchangeRateBody,
} from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type FieldErrorKeys, invalidFields, notFound } from '../../lib/domain-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { refusedRateFields } from './exchange-rate-rules';
import { selectExchangeRates, toExchangeRate } from './exchange-rate-view';
import { exchangeRates } from './exchange-rates.table';

export async function getExchangeRate(db: DbOrTx, id: number): Promise<ExchangeRate> {
  const [row] = await selectExchangeRates(db, eq(exchangeRates.id, id)).limit(1);
  if (!row) throw notFound();
  return toExchangeRate(row);
}

export async function createExchangeRate(db: Database, body: ExchangeRateBody): Promise<ExchangeRate> {
  return db.transaction(async (tx) => {
    refuse(await refusedRateFields(tx, [body], (_, name) => name));
    const [row] = await saveRates({ date: ['exchange_rate_duplicate'] }, () =>
      tx.insert(exchangeRates).values(columnsOf(body)).returning({ id: exchangeRates.id }),
    );
    return getExchangeRate(tx, (row as { id: number }).id);
  });
}

/** Many coins and dates in one transaction: every row is saved, or none, and each refusal names its row. */
export async function createExchangeRateBatch(
  db: Database,
  body: ExchangeRateBatchBody,
): Promise<ExchangeRateBatchReply> {
  return db.transaction(async (tx) => {
    refuse(await refusedRateFields(tx, body.rows, (i, name) => `rows.${i}.${name}`));
    const inserted = await saveRates({ rows: ['exchange_rate_duplicate'] }, () =>
      tx.insert(exchangeRates).values(body.rows.map(columnsOf)).returning({ id: exchangeRates.id }),
    );
    const ids = inserted.map((r) => r.id);
    const rows = await selectExchangeRates(tx, inArray(exchangeRates.id, ids)).orderBy(asc(exchangeRates.id));
    return { data: rows.map(toExchangeRate) };
  });
}

export async function updateExchangeRate(
  db: Database,
  id: number,
  body: ExchangeRateBody,
): Promise<ExchangeRate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(eq(exchangeRates.id, id))
      .for('update');
    if (!current) throw notFound();
    refuse(await refusedRateFields(tx, [body], (_, name) => name, id));
    await saveRates({ date: ['exchange_rate_duplicate'] }, () =>
      tx
        .update(exchangeRates)
        .set({ ...columnsOf(body), updatedAt: new Date() })
        .where(eq(exchangeRates.id, id)),
    );
    return getExchangeRate(tx, id);
  });
}

/** Orders keep the rates they used, so a rate can be corrected or removed without changing any order. */
export async function deleteExchangeRate(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(exchangeRates)
    .where(eq(exchangeRates.id, id))
    .returning({ id: exchangeRates.id });
  if (deleted.length === 0) throw notFound();
}

function columnsOf(body: ExchangeRateBody) {
  return { coinId: body.coin_id, date: body.date, rate: body.rate };
}

function refuse(errors: FieldErrorKeys): void {
  if (Object.keys(errors).length) throw invalidFields(errors);
}

/** Another request may save the same coin and date between the check and the write. */
async function saveRates<T>(onDuplicate: FieldErrorKeys, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields(onDuplicate);
    throw error;
  }
}
