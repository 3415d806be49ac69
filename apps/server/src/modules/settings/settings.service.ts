import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { settings } from './settings.table';

/** A stored document as the shop uses it: its defaults for what is missing or outdated. */
function withDefaults<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** Reads a settings document, falling back to the schema's defaults for what is missing or outdated. */
export async function getSetting<S extends z.ZodType>(
  db: DbOrTx,
  key: string,
  schema: S,
): Promise<z.output<S>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return withDefaults(schema, row?.value);
}

type Wanted = Record<string, readonly [key: string, schema: z.ZodType]>;

/**
 * Several settings documents in one statement, for work that needs them together (a checkout reads the order,
 * shipping and pay-form settings once and passes them down): `getSettings(db, { orders: [KEY, schema], ... })`.
 */
export async function getSettings<W extends Wanted>(
  db: DbOrTx,
  wanted: W,
): Promise<{ [K in keyof W]: z.output<W[K][1]> }> {
  const keys = Object.values(wanted).map(([key]) => key);
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    Object.entries(wanted).map(([name, [key, schema]]) => [name, withDefaults(schema, stored.get(key))]),
  ) as { [K in keyof W]: z.output<W[K][1]> };
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
