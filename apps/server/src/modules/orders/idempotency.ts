import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { conflict, invalid } from '../../lib/domain-errors';
import { idempotencyKeys } from './orders.table';

export const isIdempotencyKey = (key: string) => /^[\x21-\x7e]{8,100}$/.test(key);

/** The Idempotency-Key header's value: none, or a well-formed key; anything else is refused (422). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !isIdempotencyKey(header)) throw invalid('idempotency_key_invalid');
  return header;
}

/**
 * Claims `key` for this user and body inside the order's transaction. The primary key makes a racing twin wait
 * for the first transaction: if it committed, the twin finds the stored reply and returns it; if it rolled back
 * (a refused checkout), the twin runs the checkout itself. The same key with another body is refused (422).
 */
export async function claimKey(
  tx: DbOrTx,
  userId: number,
  key: string,
  body: unknown,
): Promise<{ replay: unknown } | { claimed: true }> {
  const requestHash = sha256(JSON.stringify(body));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { claimed: true };
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, reply: idempotencyKeys.reply })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== requestHash) throw invalid('idempotency_key_reused');
  if (row.reply === null) throw conflict('conflict');
  return { replay: row.reply };
}

export async function storeReply(tx: DbOrTx, userId: number, key: string, orderId: number, reply: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ orderId, reply })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys are kept a day: long enough for any client's retries. */
export async function deleteOldKeys(db: DbOrTx): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`);
}
