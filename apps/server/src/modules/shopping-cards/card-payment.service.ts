import {
  cardEnding,
  convert,
  convertToBase,
  type Locale,
  type Order,
  type PayWithCardBody,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { debit, shoppingCards } from '../card-ledger';
import { addPayment, CannotPay, customerOrder, moneyOfOrder, payableOrder } from '../orders';
import { countAttempt, forgetAttempts, minutes } from '../throttle';
import { getCardSettings } from './card-settings';
import { checkPin } from './pin-tries';

/** Card-and-PIN tries per account and per client address, whatever the card (issue 15: PIN tries are bounded). */
export const PIN_TRY_LIMITS = {
  perUser: { max: 20, windowMs: minutes(15) },
  perAddress: { max: 60, windowMs: minutes(15) },
};

export interface CardPaymentResult {
  message: string;
  order: Order;
}

/**
 * SPEC /payment_shopping_card/{id}: pays what the order still owes with a card's number and PIN. The card pays the
 * whole due amount, converted to its coin by the rates the order stored; when its balance falls short and the
 * settings allow it, it pays what it holds and the rest stays due on the order's pay form.
 */
export async function payOrderWithCard(
  db: Database,
  pepper: string,
  who: { userId: number; ip: string },
  orderId: number,
  body: PayWithCardBody,
  locale: Locale,
): Promise<CardPaymentResult> {
  const userKey = `card-pin-user:${who.userId}`;
  await countAttempt(
    db,
    { key: userKey, limit: PIN_TRY_LIMITS.perUser },
    { key: `card-pin-address:${who.ip}`, limit: PIN_TRY_LIMITS.perAddress },
  );
  const [found] = await db.select().from(shoppingCards).where(eq(shoppingCards.number, body.number));
  const card = await checkPin(db, found, body.pin, pepper);
  await forgetAttempts(db, userKey);
  if (!card.enabled) throw invalid('card_disabled');
  const settings = await getCardSettings(db);

  const paid = await db.transaction(async (tx) => {
    let order: Awaited<ReturnType<typeof payableOrder>>;
    try {
      order = await payableOrder(tx, orderId, who.userId);
    } catch (error) {
      if (error instanceof CannotPay) throw invalid('cannot_pay');
      throw error;
    }
    const rate = order.exchangeRates[card.coin];
    if (rate === undefined) throw invalid('card_coin_not_accepted', { coin: card.coin });
    const dueBase = order.total - order.paidAmount;
    const dueInCard = convert(dueBase, rate);
    const [current] = await tx
      .select({ balance: shoppingCards.balance })
      .from(shoppingCards)
      .where(eq(shoppingCards.id, card.id));
    const balance = current?.balance ?? 0;
    const whole = balance >= dueInCard;
    if (!whole && (!settings.allow_partial_payment || balance <= 0)) throw invalid('card_balance_short');
    const charge = whole ? dueInCard : balance;
    // A part payment settles the base cents its amount is worth, never the whole due amount.
    const settles = whole ? dueBase : Math.min(dueBase - 1, convertToBase(charge, rate));
    // A balance worth less than a cent of the order's coin pays nothing: refused rather than taken for nothing.
    if (settles <= 0) throw invalid('card_balance_short');
    const left = await debit(tx, card.id, charge, { orderId: order.id, userId: who.userId });
    if (left === null) throw invalid('card_balance_short');
    const updated = await addPayment(tx, order, {
      method: 'shopping_card',
      amountBase: settles,
      amount: charge,
      coin: card.coin,
      cardId: card.id,
      reference: `•••• ${cardEnding(card.number)}`,
      userId: who.userId,
    });
    return { whole, updated };
  });

  const order = await customerOrder(db, who.userId, orderId, locale);
  if (paid.whole) return { message: translate('payment_accepted', locale), order };
  const money = moneyOfOrder(paid.updated, locale);
  return {
    message: translate('card_payment_partial', locale, {
      paid: money(paid.updated.paidAmount),
      due: money(paid.updated.total - paid.updated.paidAmount),
    }),
    order,
  };
}
