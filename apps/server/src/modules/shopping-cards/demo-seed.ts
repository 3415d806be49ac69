import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { credit, shoppingCards } from '../card-ledger';
import { roles, users } from '../users';
import { cardSalePayments } from './card-sale-payments.table';
import { cardSales } from './card-sales.table';
import { issueCard } from './cards.service';

const CUSTOMERS = [
  { name: 'María', lastname: 'González Rivero', email: 'maria.gonzalez@demo.shop.local' },
  { name: 'Yoandry', lastname: 'Pérez Ávila', email: 'yoandry.perez@demo.shop.local' },
  { name: 'Lianet', lastname: 'Castillo Mora', email: 'lianet.castillo@demo.shop.local' },
];

/**
 * SEED=demo: gift cards to look at on a fresh shop: the demo administrator's own card (without a PIN yet, so the
 * first thing to try is setting one), three customers' cards with recharges (one paid through PayPal twice, the second
 * payment owed back), and purchases waiting for staff in
 * /admin/sales_buy_card. The customers cannot sign in (their passwords are random). Only into an empty table.
 */
export async function seedDemoShoppingCards(db: Database, adminEmail: string | undefined): Promise<void> {
  const [any] = await db.select({ id: shoppingCards.id }).from(shoppingCards).limit(1);
  if (any) return;
  const [customerRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'customer'));
  if (!customerRole) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const people = await db
    .insert(users)
    .values(
      CUSTOMERS.map((c) => ({ ...c, passwordHash, roleId: customerRole.id, emailVerifiedAt: new Date() })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [maria, yoandry, lianet] = people;
  const [admin] = adminEmail
    ? await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail))
    : [];

  await db.transaction(async (tx) => {
    if (admin)
      await issueCard(
        tx,
        { ownerId: admin.id, coin: 'USD', amount: 10000, origin: 'staff', by: admin.id },
        { note: 'Tarjeta de demostración: asígnale un PIN y paga un pedido con ella' },
      );
    if (maria) {
      const card = await issueCard(
        tx,
        { ownerId: maria.id, coin: 'USD', amount: 5000, origin: 'purchase', by: admin?.id ?? null },
        { note: 'Transferencia confirmada' },
      );
      await credit(tx, card, 2500, 'recharge', {
        userId: admin?.id ?? null,
        note: 'Recarga por transferencia',
      });
      await tx
        .update(shoppingCards)
        .set({ beneficiaryName: 'Carmen Rivero (su mamá, en Playa)' })
        .where(eq(shoppingCards.id, card));
      // A recharge María paid through PayPal: settled by the provider's event, nobody on staff confirmed it.
      const [online] = await tx
        .insert(cardSales)
        .values({
          kind: 'recharge',
          cardId: card,
          userId: maria.id,
          amount: 2000,
          coin: 'USD',
          payForm: 'paypal',
          status: 'paid',
          decidedAt: new Date(),
        })
        .returning({ id: cardSales.id });
      // She paid it again from a second tab a minute later: PayPal took it twice, and the shop owes her the second
      // one (the dashboard counts it; "Devolver el pago" asks for PayPal's keys until they are in Pagos en línea).
      if (online)
        await tx.insert(cardSalePayments).values([
          {
            saleId: online.id,
            provider: 'paypal',
            amount: 2000,
            currency: 'usd',
            reference: '3C679366HH908993F',
            counted: true,
            createdAt: new Date(Date.now() - 60_000),
          },
          {
            saleId: online.id,
            provider: 'paypal',
            amount: 2000,
            currency: 'usd',
            reference: '8VN45521TR0231744',
            refundDue: true,
          },
        ]);
      await credit(tx, card, 2000, 'recharge', {
        saleId: online?.id ?? null,
        note: 'Recarga pagada con PayPal',
      });
    }
    if (yoandry) {
      const card = await issueCard(
        tx,
        { ownerId: yoandry.id, coin: 'USD', amount: 2500, origin: 'staff', by: admin?.id ?? null },
        { note: 'Vendida en la tienda de 23 y L' },
      );
      await tx.insert(cardSales).values({
        kind: 'recharge',
        cardId: card,
        userId: yoandry.id,
        amount: 1000,
        coin: 'USD',
        payForm: 'cash_on_pickup',
      });
    }
    if (lianet)
      await tx
        .insert(cardSales)
        .values({ kind: 'purchase', userId: lianet.id, amount: 5000, coin: 'USD', payForm: 'transfer' });
  });
}
