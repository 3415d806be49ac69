import {
  type AdminCardList,
  type AdminCardListQuery,
  type AdminCreateCardBody,
  type CardBeneficiaryBody,
  type CardPinBody,
  cardDigits,
  type Locale,
  type ShoppingCard,
  type ShoppingCardDetail,
} from '@shop/contracts';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalidFields, notAllowed, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPin } from '../../lib/pin';
import { matchesEveryWord } from '../../lib/text-search';
import { cardMovements, credit, shoppingCards } from '../card-ledger';
import { coins } from '../coins';
import { users } from '../users';
import { newCardNumber } from './card-numbers';
import { cardMoney } from './card-settings';
import { cardsWithPeople, cardView, movementView } from './card-view';
import { checkPin } from './pin-tries';

/** The newest movements a card page shows; older ones stay in the ledger. */
const MOVEMENTS_SHOWN = 100;

const seenBy = (userId: number) =>
  or(eq(shoppingCards.ownerId, userId), eq(shoppingCards.beneficiaryUserId, userId));

/** /Profile/shopping_card: the cards the user owns or is the beneficiary of. */
export async function myCards(db: DbOrTx, userId: number, locale: Locale): Promise<ShoppingCard[]> {
  const [rows, money] = [
    await cardsWithPeople(db).where(seenBy(userId)).orderBy(desc(shoppingCards.createdAt)),
    await cardMoney(db, locale),
  ];
  return rows.map((row) => cardView(row, userId, money));
}

async function detail(db: DbOrTx, where: SQL | undefined, viewerId: number | null, locale: Locale) {
  const [row] = await cardsWithPeople(db).where(where);
  if (!row) throw notFound();
  const [movements, money] = [
    await db
      .select({ movement: cardMovements, byName: users.name, byLastname: users.lastname })
      .from(cardMovements)
      .leftJoin(users, eq(users.id, cardMovements.userId))
      .where(eq(cardMovements.cardId, row.card.id))
      .orderBy(desc(cardMovements.id))
      .limit(MOVEMENTS_SHOWN),
    await cardMoney(db, locale),
  ];
  return {
    ...cardView(row, viewerId, money),
    movements: movements.map((m) => movementView(m, row.card.coin, money)),
  };
}

/** One of the user's cards with its movements; anyone else's card does not exist for them. */
export const myCard = (db: DbOrTx, userId: number, id: number, locale: Locale): Promise<ShoppingCardDetail> =>
  detail(db, and(eq(shoppingCards.id, id), seenBy(userId)), userId, locale);

async function ownedCard(db: DbOrTx, userId: number, id: number) {
  const [card] = await db
    .select()
    .from(shoppingCards)
    .where(and(eq(shoppingCards.id, id), seenBy(userId)));
  if (!card) throw notFound();
  if (card.ownerId !== userId) throw notAllowed();
  return card;
}

/** Sets the first PIN, or changes it given the current one (a try counted like a payment's). */
export async function setPin(
  db: Database,
  pepper: string,
  userId: number,
  id: number,
  body: CardPinBody,
  locale: Locale,
): Promise<ShoppingCardDetail> {
  const card = await ownedCard(db, userId, id);
  if (card.pinHash !== null) {
    if (!body.current_pin) throw invalidFields({ current_pin: ['card_pin_current_required'] });
    await checkPin(db, card, body.current_pin, pepper);
  }
  await db
    .update(shoppingCards)
    .set({
      pinHash: await hashPin(body.pin, pepper),
      pinFailures: 0,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(shoppingCards.id, id));
  return myCard(db, userId, id, locale);
}

/** Names who the card is for: another account (who then sees and may use it), a person by name, or nobody. */
export async function setBeneficiary(
  db: DbOrTx,
  userId: number,
  id: number,
  body: CardBeneficiaryBody,
  locale: Locale,
): Promise<ShoppingCardDetail> {
  await ownedCard(db, userId, id);
  let beneficiaryUserId: number | null = null;
  let beneficiaryName: string | null = null;
  if (body.kind === 'user') {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (!user) throw invalidFields({ email: ['card_beneficiary_unknown'] });
    if (user.id === userId) throw invalidFields({ email: ['card_beneficiary_self'] });
    beneficiaryUserId = user.id;
  } else if (body.kind === 'person') {
    beneficiaryName = body.name;
  }
  await db
    .update(shoppingCards)
    .set({ beneficiaryUserId, beneficiaryName, updatedAt: new Date() })
    .where(eq(shoppingCards.id, id));
  return myCard(db, userId, id, locale);
}

/**
 * A new card with a fresh number, owned by `ownerId`, credited with `amount` when above zero. Draws another number
 * on the (astronomically rare) clash with an existing one.
 */
export async function issueCard(
  tx: DbOrTx,
  input: { ownerId: number; coin: string; amount: number; origin: 'purchase' | 'staff'; by: number | null },
  context: { saleId?: number; note?: string | null } = {},
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A savepoint, so that a clash of numbers leaves the caller's transaction usable for the next draw.
      const id = await tx.transaction(async (sp) => {
        const [card] = await sp
          .insert(shoppingCards)
          .values({
            number: newCardNumber(),
            ownerId: input.ownerId,
            coin: input.coin,
            origin: input.origin,
            createdBy: input.by,
          })
          .returning({ id: shoppingCards.id });
        if (!card) throw new Error('card not created');
        return card.id;
      });
      if (input.amount > 0) await credit(tx, id, input.amount, 'recharge', { userId: input.by, ...context });
      return id;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

const SORTS: Record<AdminCardListQuery['sort'], SQL[]> = {
  '-created_at': [desc(shoppingCards.createdAt), desc(shoppingCards.id)],
  created_at: [asc(shoppingCards.createdAt), asc(shoppingCards.id)],
  '-balance': [desc(shoppingCards.balance), desc(shoppingCards.id)],
  balance: [asc(shoppingCards.balance), asc(shoppingCards.id)],
};

/** /admin/gift_Cards: every card, found by number (with or without spaces) or by its owner. */
export async function listCards(
  db: DbOrTx,
  query: AdminCardListQuery,
  locale: Locale,
): Promise<AdminCardList> {
  const digits = cardDigits(query.search ?? '');
  const byNumber = /^\d{4,16}$/.test(digits) ? sql`${shoppingCards.number} like ${`%${digits}%`}` : undefined;
  const owners = db
    .select({ id: users.id })
    .from(users)
    .where(matchesEveryWord([users.name, users.lastname, users.email], query.search));
  const where = and(
    query.search ? (byNumber ?? sql`${shoppingCards.ownerId} in ${owners}`) : undefined,
    query.enabled ? eq(shoppingCards.enabled, query.enabled === 'true') : undefined,
  );
  const [rows, [total], money] = [
    await cardsWithPeople(db)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    await db.select({ total: count() }).from(shoppingCards).where(where),
    await cardMoney(db, locale),
  ];
  return {
    data: rows.map((row) => cardView(row, null, money)),
    meta: listMeta(query.page, query.per_page, total?.total ?? 0),
  };
}

/** /admin/shopping_card/{id}: a card and its ledger. */
export const adminCard = (db: DbOrTx, id: number, locale: Locale) =>
  detail(db, eq(shoppingCards.id, id), null, locale);

/** A card sold at the counter or given by the shop: owned by an existing account, in an enabled coin. */
export async function createCard(
  db: Database,
  staffId: number,
  body: AdminCreateCardBody,
  locale: Locale,
): Promise<ShoppingCardDetail> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.owner_email));
  if (!owner) throw invalidFields({ owner_email: ['card_owner_unknown'] });
  const [coin] = await db
    .select({ id: coins.id })
    .from(coins)
    .where(and(eq(coins.shortName, body.coin), eq(coins.enabled, true)));
  if (!coin) throw invalidFields({ coin: ['coin_unknown'] });
  const id = await db.transaction((tx) =>
    issueCard(
      tx,
      { ownerId: owner.id, coin: body.coin, amount: body.amount, origin: 'staff', by: staffId },
      { note: body.note || null },
    ),
  );
  return adminCard(db, id, locale);
}

export async function setCardEnabled(
  db: DbOrTx,
  id: number,
  enabled: boolean,
  locale: Locale,
): Promise<ShoppingCardDetail> {
  const updated = await db
    .update(shoppingCards)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(shoppingCards.id, id))
    .returning({ id: shoppingCards.id });
  if (!updated.length) throw notFound();
  return adminCard(db, id, locale);
}

/** Staff clear a card's PIN (its owner forgot it, or the pepper changed): the card cannot pay until a new one is set. */
export async function clearPin(db: DbOrTx, id: number, locale: Locale): Promise<ShoppingCardDetail> {
  const updated = await db
    .update(shoppingCards)
    .set({ pinHash: null, pinFailures: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(shoppingCards.id, id))
    .returning({ id: shoppingCards.id });
  if (!updated.length) throw notFound();
  return adminCard(db, id, locale);
}
