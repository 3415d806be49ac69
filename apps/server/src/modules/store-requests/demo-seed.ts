import { randomBytes } from 'node:crypto';
import {
  addDays,
  beneficiaryBodySchema,
  createOrderBodySchema,
  shopToday,
  storeRequestBodySchema,
} from '@shop/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { createBeneficiary } from '../beneficiaries';
import { checkout, orderMessages } from '../orders';
import { pointsOfSale } from '../points-of-sale';
import { products } from '../products';
import { demoClerk, roles, users } from '../users';
import { reservationSource } from './reservation-checkout';
import {
  approveStoreRequest,
  cancelStoreRequest,
  createStoreRequest,
  rejectStoreRequest,
} from './store-requests.service';
import { storeRequestLines, storeRequests } from './store-requests.table';

/** The demo wholesaler; its password is documented in the README (never set in production). */
export const DEMO_WHOLESALER = { email: 'mayorista@demo.shop.local', password: 'mayorista12345' } as const;

type Step = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'converted';

/** A corner shop's month of reservations, one in each state (expired is written as if its day had passed). */
const REQUESTS: Array<{
  step: Step;
  days: number;
  lines: Array<[string, number]>;
  note?: string;
  reason?: string;
}> = [
  {
    step: 'converted',
    days: 2,
    lines: [['Arroz 5 kg', 10]],
    note: 'Recogemos con la camioneta por la mañana.',
  },
  {
    step: 'approved',
    days: 5,
    lines: [
      ['Azúcar blanca 1 kg', 40],
      ['Refresco de cola 355 ml', 48],
    ],
    note: 'Para la fiesta del barrio del sábado.',
  },
  {
    step: 'pending',
    days: 3,
    lines: [
      ['Arroz 5 kg', 10],
      ['Frijoles negros 1 kg', 15],
    ],
    note: 'Para la bodega de Centro Habana.',
  },
  {
    step: 'rejected',
    days: 4,
    lines: [['Agua Ciego Montero 1,5 L', 240]],
    reason: 'Esa semana no tenemos agua para 240 botellas; podemos servirte 96 si te sirve.',
  },
  { step: 'cancelled', days: 7, lines: [['Refresco de cola 355 ml', 24]] },
];

/**
 * SEED=demo: the wholesaler (Bodega La Esquina), a step of its own so that the sales history has its orders before
 * today's are placed. `knownPassword`: whether the account gets the documented password (not in production).
 */
export async function seedDemoWholesaler(db: Database, knownPassword: boolean): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'wholesaler'));
  if (!role) return;
  const password = knownPassword ? DEMO_WHOLESALER.password : randomBytes(24).toString('base64url');
  const [made] = await db
    .insert(users)
    .values({
      name: 'Rogelio',
      lastname: 'Martínez (Bodega La Esquina)',
      email: DEMO_WHOLESALER.email,
      passwordHash: await hashPassword(password),
      roleId: role.id,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // The bodega's own door, saved in its address book: where its home deliveries go (the sales history delivers
  // there, and marks the point its checkout starts from: decision 079).
  if (made) await createBeneficiary(db, made.id, beneficiaryBodySchema.parse(BODEGA));
}

/** Bodega La Esquina, in Centro Habana, received by its owner. */
const BODEGA = {
  name: 'Rogelio',
  last_name: 'Martínez Soto',
  phone: '55678901',
  ci: '71030945678',
  province: 'la-habana',
  municipality: 'la-habana/centro-habana',
  main_street: 'Concordia',
  first_street: 'Escobar',
  second_street: 'Lealtad',
  house_or_apartment: 'No. 418, bajos',
  point_of_reference: 'La bodega de la esquina, con toldo verde',
};

/**
 * SEED=demo: the wholesaler's reservations in every state, made through the real services: one approved and held,
 * one ordered, one waiting, one rejected with its reason, one cancelled and one expired. Runs once, after
 * `seedDemoWholesaler`.
 */
export async function seedDemoStoreRequests(db: Database): Promise<void> {
  const [made] = await db.select({ n: count() }).from(storeRequests);
  if ((made?.n ?? 0) > 0) return;
  const staff = await demoClerk(db);
  const [point] = await db
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.active, true), eq(pointsOfSale.useForLocalPickup, true)))
    .orderBy(pointsOfSale.id)
    .limit(1);
  const [wholesaler] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_WHOLESALER.email));
  if (!staff || !point || !wholesaler) return;

  const names = REQUESTS.flatMap((r) => r.lines.map(([name]) => name));
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const idOf = new Map(found.map((p) => [p.name, p.id]));
  const today = shopToday();
  const requester = { id: wholesaler.id, wholesaler: true };

  // Last month's reservation, whose day passed without an order: made first, so that the numbers follow the days.
  const beans = idOf.get('Frijoles negros 1 kg');
  if (beans) await seedExpiredRequest(db, wholesaler.id, beans, today);

  for (const r of REQUESTS) {
    const lines = r.lines.flatMap(([name, quantity]) => {
      const id = idOf.get(name);
      return id ? [{ product_id: id, quantity }] : [];
    });
    if (!lines.length) continue;
    const created = await createStoreRequest(
      db,
      requester,
      storeRequestBodySchema.parse({ wanted_on: addDays(today, r.days), note: r.note, lines }),
      'es-ES',
    );
    if (r.step === 'approved' || r.step === 'converted')
      await approveStoreRequest(db, created.id, staff.id, 'es-ES');
    if (r.step === 'rejected')
      await rejectStoreRequest(db, created.id, { reason: r.reason ?? '' }, staff.id, 'es-ES');
    if (r.step === 'cancelled') await cancelStoreRequest(db, wholesaler.id, created.id, 'es-ES');
    if (r.step === 'converted') {
      const { order } = await checkout(
        db,
        requester,
        createOrderBodySchema.parse({
          delivery_method: 'pickup',
          point_of_sale_id: point.id,
          pay_form: 'cash_on_pickup',
        }),
        undefined,
        'es-ES',
        reservationSource(created.id, wholesaler.id),
      );
      // The shop wrote about it and the bodega has not opened its order since (decision 109): "Mis pedidos" says so.
      await db.insert(orderMessages).values({
        orderId: order.id,
        userId: staff.id,
        text: 'Hola, Rogelio: su pedido de la reserva ya está separado en la tienda. Puede recogerlo desde mañana a las 9:00; traiga el carné de la bodega.',
      });
    }
  }
}

async function seedExpiredRequest(db: Database, userId: number, beans: number, today: string): Promise<void> {
  const [old] = await db
    .insert(storeRequests)
    .values({
      userId,
      customerName: 'Rogelio Martínez (Bodega La Esquina)',
      customerEmail: DEMO_WHOLESALER.email,
      status: 'expired',
      wantedOn: addDays(today, -12),
      note: 'Para el cumpleaños del barrio.',
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    })
    .returning({ id: storeRequests.id });
  if (old) await db.insert(storeRequestLines).values({ requestId: old.id, productId: beans, quantity: 30 });
}
