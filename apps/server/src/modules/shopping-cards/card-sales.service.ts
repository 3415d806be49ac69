import {
  type AdminCardSalesQuery,
  type CardPurchaseBody,
  type CardRechargeBody,
  type CardSale,
  type CardSaleList,
  type CardSaleSettler,
  isOnlineProvider,
  type Locale,
  ONLINE_PROVIDER_NAMES,
  ONLINE_PROVIDERS,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { credit, shoppingCards } from '../card-ledger';
import { getPayFormsSettings, readPayForm } from '../settings';
import { users } from '../users';
import { cardSalePayments } from './card-sale-payments.table';
import { type CardSaleRow, cardSales } from './card-sales.table';
import { cardMoney, cardOnlinePayment, cardPayForms, getCardSettings } from './card-settings';
import { type SaleRowWithPeople, saleView } from './card-view';
import { issueCard } from './cards.service';

const buyer = alias(users, 'buyer');

const decider = alias(users, 'decider');

const salesWithPeople = (db: DbOrTx) =>
  db
    .select({
      sale: cardSales,
      cardNumber: shoppingCards.number,
      buyerName: buyer.name,
      buyerLastname: buyer.lastname,
      buyerEmail: buyer.email,
      deciderName: decider.name,
      deciderLastname: decider.lastname,
    })
    .from(cardSales)
    .leftJoin(shoppingCards, eq(shoppingCards.id, cardSales.cardId))
    .leftJoin(buyer, eq(buyer.id, cardSales.userId))
    .leftJoin(decider, eq(decider.id, cardSales.decidedBy));

async function views(db: DbOrTx, rows: SaleRowWithPeople[], locale: Locale): Promise<CardSale[]> {
  const [forms, money] = [await getPayFormsSettings(db), await cardMoney(db, locale)];
  const formOf = (code: string) => {
    if (isOnlineProvider(code)) return { code, name: ONLINE_PROVIDER_NAMES[code], instructions: '' };
    const form = forms.find((f) => f.code === code);
    if (!form) return { code, name: code, instructions: '' };
    // A fresh shop's words in the reader's language (decision 087).
    const { name, instructions } = readPayForm(form, locale);
    return { code, name, instructions };
  };
  const ids = rows.map((row) => row.sale.id);
  const payments =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(cardSalePayments)
          .where(inArray(cardSalePayments.saleId, ids))
          .orderBy(asc(cardSalePayments.createdAt), asc(cardSalePayments.id));
  return rows.map((row) =>
    saleView(
      row,
      formOf(row.sale.payForm),
      payments.filter((payment) => payment.saleId === row.sale.id),
      money,
    ),
  );
}

/** One sale as `locale` reads it (its amount written the way that language writes money). */
export async function saleById(db: DbOrTx, id: number, locale: Locale): Promise<CardSale> {
  const [row] = await salesWithPeople(db).where(eq(cardSales.id, id));
  if (!row) throw notFound();
  const [view] = await views(db, [row], locale);
  if (!view) throw notFound();
  return view;
}

/** The sale's pay form: one of the manual forms cards take, or a provider switched on that takes the card's coin. */
async function offeredForm(db: DbOrTx, code: string, coin: string): Promise<string> {
  if (isOnlineProvider(code)) {
    const online = await cardOnlinePayment(db, [coin]);
    if (online.providers.includes(code) && online.coins.includes(coin)) return code;
  }
  const form = cardPayForms(await getPayFormsSettings(db)).find((f) => f.code === code);
  if (!form) throw invalidFields({ pay_form: ['card_pay_form_unavailable'] });
  return form.code;
}

/** A shopper buys a card of one of the offered amounts, in a card coin, with a manual pay form. */
export async function buyCard(
  db: DbOrTx,
  userId: number,
  body: CardPurchaseBody,
  locale: Locale,
): Promise<CardSale> {
  const settings = await getCardSettings(db);
  if (!settings.amounts.includes(body.amount)) throw invalidFields({ amount: ['card_amount_not_offered'] });
  if (!settings.coins.includes(body.coin)) throw invalidFields({ coin: ['card_coin_not_offered'] });
  const payForm = await offeredForm(db, body.pay_form, body.coin);
  const [sale] = await db
    .insert(cardSales)
    .values({ kind: 'purchase', userId, amount: body.amount, coin: body.coin, payForm })
    .returning({ id: cardSales.id });
  if (!sale) throw new Error('sale not kept');
  return saleById(db, sale.id, locale);
}

/** The owner or beneficiary recharges a card by any amount between the settings' minimum and maximum. */
export async function rechargeCard(
  db: DbOrTx,
  userId: number,
  cardId: number,
  body: CardRechargeBody,
  locale: Locale,
): Promise<CardSale> {
  const [card] = await db
    .select()
    .from(shoppingCards)
    .where(
      and(
        eq(shoppingCards.id, cardId),
        sql`(${shoppingCards.ownerId} = ${userId} or ${shoppingCards.beneficiaryUserId} = ${userId})`,
      ),
    );
  if (!card) throw notFound();
  if (!card.enabled) throw invalid('card_disabled');
  const [settings, money] = [await getCardSettings(db), await cardMoney(db, locale)];
  if (body.amount < settings.min_recharge || body.amount > settings.max_recharge)
    throw invalidFields({ amount: ['card_recharge_range'] }, 'card_recharge_range', {
      min: money(settings.min_recharge, card.coin),
      max: money(settings.max_recharge, card.coin),
    });
  const payForm = await offeredForm(db, body.pay_form, card.coin);
  const [sale] = await db
    .insert(cardSales)
    .values({ kind: 'recharge', cardId, userId, amount: body.amount, coin: card.coin, payForm })
    .returning({ id: cardSales.id });
  if (!sale) throw new Error('sale not kept');
  return saleById(db, sale.id, locale);
}

/** The user's purchases and recharges, newest first (the last 50). */
export async function mySales(db: DbOrTx, userId: number, locale: Locale): Promise<CardSale[]> {
  const rows = await salesWithPeople(db)
    .where(eq(cardSales.userId, userId))
    .orderBy(desc(cardSales.createdAt), desc(cardSales.id))
    .limit(50);
  return views(db, rows, locale);
}

const SORTS: Record<AdminCardSalesQuery['sort'], SQL[]> = {
  '-created_at': [desc(cardSales.createdAt), desc(cardSales.id)],
  created_at: [asc(cardSales.createdAt), asc(cardSales.id)],
};

/** The sales whose payment `who` settles (the dashboard counts staff's pending ones and links to this filter). */
export function cardSalesSettledBy(who: CardSaleSettler): SQL {
  return who === 'provider'
    ? inArray(cardSales.payForm, [...ONLINE_PROVIDERS])
    : notInArray(cardSales.payForm, [...ONLINE_PROVIDERS]);
}

/** A sale with a payment the shop owes back (refund_due is cleared once it is given back). */
const cardSalePaymentToGiveBack = sql`EXISTS (
  SELECT 1 FROM ${cardSalePayments} p WHERE p.sale_id = ${cardSales.id} AND p.refund_due)`;

/** /admin/sales_buy_card: card purchases and recharges, found by buyer. */
export async function listSales(
  db: DbOrTx,
  query: AdminCardSalesQuery,
  locale: Locale,
): Promise<CardSaleList> {
  const where = and(
    matchesEveryWord([buyer.name, buyer.lastname, buyer.email], query.search),
    query.status ? eq(cardSales.status, query.status) : undefined,
    query.settled_by ? cardSalesSettledBy(query.settled_by) : undefined,
    query.refund === 'due' ? cardSalePaymentToGiveBack : undefined,
  );
  const rows = await salesWithPeople(db)
    .where(where)
    .orderBy(...SORTS[query.sort])
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [total] = await db
    .select({ total: count() })
    .from(cardSales)
    .leftJoin(buyer, eq(buyer.id, cardSales.userId))
    .where(where);
  return {
    data: await views(db, rows, locale),
    meta: listMeta(query.page, query.per_page, total?.total ?? 0),
  };
}

/**
 * Staff confirm a sale's payment (a purchase then issues the card to the buyer, and both kinds credit it) or cancel
 * it. A sale is settled once: the row is locked and must still be pending.
 */
export async function decideSale(
  db: Database,
  id: number,
  result: 'paid' | 'cancelled',
  staffId: number,
  locale: Locale,
): Promise<CardSale> {
  await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(cardSales).where(eq(cardSales.id, id)).for('update');
    if (!sale) throw notFound();
    if (sale.status !== 'pending') throw invalid('card_sale_closed');
    // Staff may cancel a sale a provider is to pay, not confirm it: only the provider's event says it is paid.
    if (result === 'paid' && isOnlineProvider(sale.payForm)) throw invalid('card_sale_paid_online');
    let cardId = sale.cardId;
    if (result === 'paid') cardId = await creditSale(tx, sale, staffId);
    await tx
      .update(cardSales)
      .set({ status: result, cardId, decidedBy: staffId, decidedAt: new Date() })
      .where(eq(cardSales.id, id));
  });
  return saleById(db, id, locale);
}

/** Credits a paid sale: a recharge credits its card, a purchase issues the card. `staffId` is null when a provider paid. */
export async function creditSale(tx: DbOrTx, sale: CardSaleRow, staffId: number | null): Promise<number> {
  if (sale.kind === 'recharge' && sale.cardId !== null) {
    await credit(tx, sale.cardId, sale.amount, 'recharge', { saleId: sale.id, userId: staffId });
    return sale.cardId;
  }
  if (sale.userId === null) throw invalid('card_owner_unknown');
  return issueCard(
    tx,
    { ownerId: sale.userId, coin: sale.coin, amount: sale.amount, origin: 'purchase', by: staffId },
    { saleId: sale.id },
  );
}
