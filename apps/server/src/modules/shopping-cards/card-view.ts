import {
  type CardMovement,
  type CardSale,
  groupCardNumber,
  isOnlineProvider,
  orderCode,
  type ShoppingCard,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type CardMovementRow, type ShoppingCardRow, shoppingCards } from '../card-ledger';
import { users } from '../users';
import type { CardSalePaymentRow } from './card-sale-payments.table';
import type { CardSaleRow } from './card-sales.table';
import type { CardMoney } from './card-settings';

const owner = alias(users, 'owner');
const beneficiary = alias(users, 'beneficiary');

/** Cards with the people they belong to: `.where(...)` narrows it. */
export const cardsWithPeople = (db: DbOrTx) =>
  db
    .select({
      card: shoppingCards,
      ownerName: owner.name,
      ownerLastname: owner.lastname,
      ownerEmail: owner.email,
      beneficiaryName: beneficiary.name,
      beneficiaryLastname: beneficiary.lastname,
      beneficiaryEmail: beneficiary.email,
    })
    .from(shoppingCards)
    .leftJoin(owner, eq(owner.id, shoppingCards.ownerId))
    .leftJoin(beneficiary, eq(beneficiary.id, shoppingCards.beneficiaryUserId));

export type CardWithPeople = Awaited<ReturnType<typeof cardsWithPeople>>[number];

const fullName = (name: string | null, lastname: string | null) => `${name ?? ''} ${lastname ?? ''}`.trim();

export function cardView(row: CardWithPeople, viewerId: number | null, money: CardMoney): ShoppingCard {
  const { card } = row;
  const locked = card.lockedUntil !== null && card.lockedUntil.getTime() > Date.now();
  return {
    id: card.id,
    number: groupCardNumber(card.number),
    coin: card.coin,
    balance: card.balance,
    balance_formatted: money(card.balance, card.coin),
    enabled: card.enabled,
    has_pin: card.pinHash !== null,
    locked_until: locked ? (card.lockedUntil?.toISOString() ?? null) : null,
    is_owner: viewerId !== null && card.ownerId === viewerId,
    owner: {
      id: card.ownerId,
      name: fullName(row.ownerName, row.ownerLastname),
      email: row.ownerEmail,
    },
    beneficiary:
      card.beneficiaryUserId !== null
        ? {
            kind: 'user',
            name: fullName(row.beneficiaryName, row.beneficiaryLastname),
            email: row.beneficiaryEmail,
          }
        : card.beneficiaryName
          ? { kind: 'person', name: card.beneficiaryName, email: null }
          : null,
    origin: card.origin === 'staff' ? 'staff' : 'purchase',
    created_at: card.createdAt.toISOString(),
  };
}

export function movementView(
  row: { movement: CardMovementRow; byName: string | null; byLastname: string | null },
  coin: string,
  money: CardMoney,
): CardMovement {
  const { movement } = row;
  const kind = movement.kind === 'sale' ? 'sale' : movement.kind === 'refund' ? 'refund' : 'recharge';
  return {
    id: movement.id,
    kind,
    amount: movement.amount,
    amount_formatted: `${movement.amount > 0 ? '+' : '−'}${money(Math.abs(movement.amount), coin)}`,
    balance_after_formatted: money(movement.balanceAfter, coin),
    order: movement.orderId === null ? null : { id: movement.orderId, order_id: orderCode(movement.orderId) },
    by: row.byName === null ? null : fullName(row.byName, row.byLastname),
    note: movement.note,
    created_at: movement.createdAt.toISOString(),
  };
}

export interface SaleRowWithPeople {
  sale: CardSaleRow;
  cardNumber: string | null;
  buyerName: string | null;
  buyerLastname: string | null;
  buyerEmail: string | null;
  deciderName: string | null;
  deciderLastname: string | null;
}

export function saleView(
  row: SaleRowWithPeople,
  payForm: { code: string; name: string; instructions: string },
  payments: CardSalePaymentRow[],
  money: CardMoney,
): CardSale {
  const { sale } = row;
  const paid = payments.flatMap((payment) => {
    const { provider } = payment;
    if (!isOnlineProvider(provider)) return [];
    return {
      id: payment.id,
      provider,
      amount_formatted: money(payment.amount, payment.currency.toUpperCase()),
      reference: payment.reference,
      counted: payment.counted,
      refund_due: payment.refundDue,
      refunded_at: payment.refundedAt?.toISOString() ?? null,
      created_at: payment.createdAt.toISOString(),
    };
  });
  const status = sale.status === 'paid' ? 'paid' : sale.status === 'cancelled' ? 'cancelled' : 'pending';
  return {
    id: sale.id,
    kind: sale.kind === 'recharge' ? 'recharge' : 'purchase',
    card:
      sale.cardId === null || row.cardNumber === null
        ? null
        : { id: sale.cardId, number: groupCardNumber(row.cardNumber) },
    amount: sale.amount,
    amount_formatted: money(sale.amount, sale.coin),
    coin: sale.coin,
    pay_form: payForm,
    status,
    refund_due: paid.some((payment) => payment.refund_due),
    payments: paid,
    buyer: {
      id: sale.userId,
      name: fullName(row.buyerName, row.buyerLastname),
      email: row.buyerEmail,
    },
    decided_by: row.deciderName === null ? null : fullName(row.deciderName, row.deciderLastname),
    decided_at: sale.decidedAt?.toISOString() ?? null,
    created_at: sale.createdAt.toISOString(),
  };
}

export type { ShoppingCardRow };
