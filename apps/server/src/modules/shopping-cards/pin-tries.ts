import { PIN_LOCK } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid, tooManyAttempts } from '../../lib/domain-errors';
import { hashPin, verifyPin } from '../../lib/pin';
import { type ShoppingCardRow, shoppingCards } from '../card-ledger';

const LOCK_MS = PIN_LOCK.minutes * 60_000;

// Checked when the number names no card, so that an unknown number takes as long to refuse as a wrong PIN.
let decoy: Promise<string> | undefined;

type Outcome = { ok: true } | { ok: false; lockedUntil: Date | null };

/**
 * Checks a card's PIN with the card's row locked (decision 021): tries on one card, from any server instance, take
 * turns, and each sees the count the previous one left. The 5th wrong PIN in a row locks the card for 15 minutes,
 * during which even the right PIN is refused; a right PIN clears the count. An unknown card and a wrong PIN get the
 * same answer. The count is committed before the refusal is thrown.
 */
export async function checkPin(
  db: Database,
  card: ShoppingCardRow | undefined,
  pin: string,
  pepper: string,
): Promise<ShoppingCardRow> {
  if (!card || card.pinHash === null) {
    decoy ??= hashPin('0000', pepper);
    await verifyPin(await decoy, pin, pepper);
    throw invalid('card_pin_wrong');
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(shoppingCards).where(eq(shoppingCards.id, card.id)).for('update');
    if (!row?.pinHash) return { ok: false, lockedUntil: null };
    const now = Date.now();
    if (row.lockedUntil && row.lockedUntil.getTime() > now)
      return { ok: false, lockedUntil: row.lockedUntil };
    // A lock that has passed starts a new count.
    const failures = row.lockedUntil ? 0 : row.pinFailures;
    if (await verifyPin(row.pinHash, pin, pepper)) {
      if (failures !== 0 || row.lockedUntil)
        await tx
          .update(shoppingCards)
          .set({ pinFailures: 0, lockedUntil: null })
          .where(eq(shoppingCards.id, row.id));
      return { ok: true };
    }
    const lockedUntil = failures + 1 >= PIN_LOCK.failures ? new Date(now + LOCK_MS) : null;
    await tx
      .update(shoppingCards)
      .set({ pinFailures: lockedUntil ? 0 : failures + 1, lockedUntil })
      .where(eq(shoppingCards.id, row.id));
    return { ok: false, lockedUntil };
  });
  if (outcome.ok) return card;
  if (outcome.lockedUntil) {
    const seconds = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - Date.now()) / 1000));
    throw tooManyAttempts(seconds, 'card_locked');
  }
  throw invalid('card_pin_wrong');
}
