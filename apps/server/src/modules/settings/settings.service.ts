import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { settings } from './settings.table';

/** Reads a settings document, falling back to the schema's defaults for what is missing or outdated. */
export async function getSetting<S extends z.ZodType>(
  db: DbOrTx,
  key: string,
  schema: S,
): Promise<z.output<S>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = schema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
