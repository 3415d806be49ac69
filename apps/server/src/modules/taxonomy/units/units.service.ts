import type { Unit, UnitBody, UnitListQuery, UnitListReply } from '@shop/contracts';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/domain-errors';
import { listMeta, pageOffset } from '../../../lib/pagination';
import { isForeignKeyViolation } from '../../../lib/pg-errors';
import { foldedOrder, matchesEveryWord } from '../../../lib/text-search';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../../lib/unique-fields';
import { IN_USE_MESSAGE, isInUse } from '../usage-checks';
import { type UnitRow, units } from './units.table';

function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    name: row.name,
    short_name: row.shortName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// The id breaks ties, so that a page never repeats or skips a unit.
const ORDERS: Record<UnitListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(units.name)), asc(units.id)],
  '-name': [desc(foldedOrder(units.name)), desc(units.id)],
  short_name: [asc(foldedOrder(units.shortName)), asc(units.id)],
  '-short_name': [desc(foldedOrder(units.shortName)), desc(units.id)],
};

export async function listUnits(db: DbOrTx, query: UnitListQuery): Promise<UnitListReply> {
  const where = matchesEveryWord([units.name, units.shortName], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(units)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(units).where(where),
  ]);
  return { data: rows.map(toUnit), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

export async function getUnit(db: DbOrTx, id: number): Promise<Unit> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  if (!row) throw notFound();
  return toUnit(row);
}

export async function createUnit(db: Database, body: UnitBody): Promise<Unit> {
  return db.transaction(async (tx) => {
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, units, units.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx.insert(units).values({ name: body.name, shortName: body.short_name }).returning(),
    );
    return toUnit(row as UnitRow);
  });
}

export async function updateUnit(db: Database, id: number, body: UnitBody): Promise<Unit> {
  return db.transaction(async (tx) => {
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, units, units.id, rules, id);
    const [row] = await writeUnique(rules, () =>
      tx
        .update(units)
        .set({ name: body.name, shortName: body.short_name, updatedAt: new Date() })
        .where(eq(units.id, id))
        .returning(),
    );
    if (!row) throw notFound();
    return toUnit(row);
  });
}

export async function deleteUnit(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: units.id }).from(units).where(eq(units.id, id)).for('update');
    if (!current) throw notFound();
    if (await isInUse(tx, 'unit', id)) throw conflict(IN_USE_MESSAGE.unit);
    try {
      await tx.delete(units).where(eq(units.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(IN_USE_MESSAGE.unit);
      throw error;
    }
  });
}

function uniqueRules(body: UnitBody): UniqueRule[] {
  return [
    { field: 'name', same: sql`lower(${units.name}) = lower(${body.name})`, constraint: 'units_name_key' },
    {
      field: 'short_name',
      same: sql`lower(${units.shortName}) = lower(${body.short_name})`,
      constraint: 'units_short_name_key',
    },
  ];
}
