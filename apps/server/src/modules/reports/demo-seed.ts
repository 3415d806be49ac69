import {
  addDays,
  convert,
  dayBounds,
  type GeoPoint,
  MUNICIPALITY_AREAS,
  shopToday,
  taxContained,
} from '@shop/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixedSequence } from '../../lib/fixed-sequence';
import { beneficiaries, rememberDeliveryPoint } from '../beneficiaries';
import { coinsInForceOn } from '../coins';
import { orderStatuses } from '../order-statuses';
import {
  type OrderRecipient,
  orderLines,
  orderPayments,
  orderStatusChanges,
  orders,
  paymentDueAt,
  recipientFrom,
} from '../orders';
import { pointsOfSale } from '../points-of-sale';
import { products } from '../products';
import { roles, users } from '../users';

/** The months of sales a fresh demo shop shows in its reports and charts. */
const HISTORY_DAYS = 90;

/**
 * The demo shop wrote its costs down (decision 110) six weeks ago: this month's sold products report shows a profit
 * for every line, and a three-month period the units sold before, without a cost.
 */
const COSTS_KEPT_DAYS = 42;

/** Who received a delivery and where; `book`, the address book's entry it came from, if any. */
type Recipient = { to: OrderRecipient; at: GeoPoint; book?: { id: number; userId: number } };

/** Where a buyer without an address book of its own sent its groceries: family across La Habana, two per buyer. */
const FAMILIES: Recipient[] = [
  family(
    'Teresa',
    'Hernández Vidal',
    '+5352118844',
    'la-habana/plaza-de-la-revolucion',
    ['Calle 23', 'J', 'I', 'Apto 12'],
    {
      latitude: 23.1395,
      longitude: -82.3905,
    },
  ),
  family(
    'Alberto',
    'Rivero Sosa',
    '+5353229955',
    'la-habana/diez-de-octubre',
    ['Calzada de Jesús del Monte', 'Mangos', 'Santa Irene', 'No. 812'],
    {
      latitude: 23.1035,
      longitude: -82.3665,
    },
  ),
  family(
    'Yamilé',
    'Castillo Pérez',
    '+5354330066',
    'la-habana/cerro',
    ['Calzada del Cerro', 'Santa Catalina', 'Domínguez', 'No. 1520'],
    {
      latitude: 23.1155,
      longitude: -82.3855,
    },
  ),
  family(
    'Osvaldo',
    'Ávila Fuentes',
    '+5355441177',
    'la-habana/la-habana-vieja',
    ['Compostela', 'Muralla', 'Sol', 'No. 307, 2.º piso'],
    {
      latitude: 23.1348,
      longitude: -82.3536,
    },
  ),
  family(
    'Migdalia',
    'Mora Reyes',
    '+5356552288',
    'la-habana/marianao',
    ['Calle 51', '124', '126', 'No. 12405'],
    {
      latitude: 23.0815,
      longitude: -82.4285,
    },
  ),
  family('Raúl', 'González Díaz', '+5358663399', 'la-habana/playa', ['Avenida 41', '86', '88', 'No. 8604'], {
    latitude: 23.0975,
    longitude: -82.4455,
  }),
];

function family(
  name: string,
  lastName: string,
  phone: string,
  municipality: string,
  [main, first, second, house]: [string, string, string, string],
  at: GeoPoint,
): Recipient {
  return {
    to: {
      name,
      last_name: lastName,
      phone,
      ci: null,
      email: null,
      province: 'la-habana',
      municipality,
      main_street: main,
      first_street: first,
      second_street: second,
      house_or_apartment: house,
      point_of_reference: null,
      address: null,
    },
    at,
  };
}

/**
 * SEED=demo: three months of past sales for the reports, the charts and the dashboard (issue 19 §3): a few orders a
 * day, more on Saturdays, from the demo customers and the wholesaler, in USD and MLC at each day's rate, delivered
 * home or picked up at a point of sale; most were delivered, some were cancelled. They are history: delivered before
 * the stock ledger's demo starts, they hold no stock and move none. Runs once, after the customers exist.
 */
export async function seedDemoSalesHistory(db: Database): Promise<void> {
  const today = shopToday();
  const firstDay = addDays(today, -HISTORY_DAYS);
  const costsSince = addDays(today, -COSTS_KEPT_DAYS);
  const [already] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.createdAt} < ${dayBounds(addDays(firstDay, 1)).start.toISOString()}`)
    .limit(1);
  if (already) return;
  const buyers = await db
    .select({ id: users.id, wholesaler: sql<boolean>`${roles.key} = 'wholesaler'` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(roles.key, ['customer', 'wholesaler']))
    .orderBy(users.id);
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.regularPrice,
      wholesalePrice: products.wholesalePrice,
      wholesaler: products.wholesaler,
      minQuantity: products.minQuantity,
      tax: products.tax,
      cost: products.costPrice,
    })
    .from(products)
    .where(and(eq(products.active, true), eq(products.kind, 'simple'), isNotNull(products.availability)))
    .orderBy(products.id);
  const points = await db
    .select({ id: pointsOfSale.id, name: pointsOfSale.name, address: pointsOfSale.address })
    .from(pointsOfSale)
    .orderBy(pointsOfSale.id);
  const statuses = await db
    .select({ id: orderStatuses.id, role: orderStatuses.role, isFinal: orderStatuses.isFinal })
    .from(orderStatuses);
  // Delivered: the first final status that is not the cancelled one (as the dispatch board's, decision 030).
  const delivered = statuses.sort((a, b) => a.id - b.id).find((s) => s.isFinal && s.role !== 'cancelled');
  const cancelled = statuses.find((s) => s.role === 'cancelled');
  const initial = statuses.find((s) => s.role === 'initial');
  if (buyers.length === 0 || catalogue.length === 0 || !delivered || !cancelled) return;
  // Home deliveries went to someone in the buyer's address book (the bodega's own door), or else to its family.
  const books = await db
    .select()
    .from(beneficiaries)
    .where(
      inArray(
        beneficiaries.userId,
        buyers.map((b) => b.id),
      ),
    )
    .orderBy(beneficiaries.id);
  const recipientsOf = (buyerId: number, i: number): Recipient[] => {
    const book = books.filter((b) => b.userId === buyerId);
    if (book.length === 0) return [0, 1].map((k) => FAMILIES[(2 * i + k) % FAMILIES.length] as Recipient);
    return book.map((b) => ({
      to: recipientFrom(b),
      at: MUNICIPALITY_AREAS[b.municipality]?.center ?? (FAMILIES[0] as Recipient).at,
      book: { id: b.id, userId: b.userId },
    }));
  };
  // The customers opened their accounts one after another over the months, not all on the day the demo was made
  // (the NewUsers chart reads these days); each buys only from the day it joined.
  const joined = buyers.map((buyer, i) => ({
    ...buyer,
    sendsTo: recipientsOf(buyer.id, i),
    since:
      i === 0
        ? addDays(firstDay, -30)
        : addDays(firstDay, Math.floor((i * HISTORY_DAYS * 0.8) / buyers.length)),
  }));
  for (const [i, buyer] of joined.entries())
    await db
      .update(users)
      .set({ createdAt: new Date(dayBounds(buyer.since).start.getTime() + (10 + (i % 8)) * 3_600_000) })
      .where(eq(users.id, buyer.id));

  // A wholesaler buys by the box what has a wholesale price, not refrigerators by the dozen.
  const forWholesale = catalogue.filter(
    (p) => p.wholesaler && p.wholesalePrice !== null && p.wholesalePrice < 5_000,
  );
  const random = fixedSequence(20_261_126);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let placed = 0;
  // The address book's entries delivered to, which keep the point of their last delivery as checkout keeps it.
  const booksDelivered = new Map<number, Recipient>();
  for (let day = firstDay; day < today; day = addDays(day, 1)) {
    const { start } = dayBounds(day);
    const coins = (await coinsInForceOn(db, day)).coins;
    const rates = Object.fromEntries(
      coins.flatMap((c) => [
        [c.short_name, c.rate],
        [`${c.short_name}:symbol`, c.symbol],
      ]),
    );
    const saturday = new Date(`${day}T00:00:00Z`).getUTCDay() === 6;
    const count = 2 + Math.floor(random() * (saturday ? 7 : 4));
    // Between 9:00 and 20:00 in Havana, in the order they came, so that order numbers grow with the time.
    const hours = Array.from({ length: count }, () => 9 + random() * 11).sort((a, b) => a - b);
    for (let n = 0; n < count; n++) {
      const buyer = pick(joined.filter((b) => b.since <= day));
      const wholesale = buyer.wholesaler && forWholesale.length > 0;
      const drawn = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const product = pick(wholesale ? forWholesale : catalogue);
        const unit = wholesale && product.wholesalePrice !== null ? product.wholesalePrice : product.price;
        // The wholesale price is paid from the product's minimum quantity on (pricing.ts `unitPrice`): boxes of it.
        const quantity = wholesale
          ? product.minQuantity + Math.floor(random() * 7) * Math.ceil(product.minQuantity / 6)
          : 1 + Math.floor(random() * 3);
        return { product, unit, unitTax: taxContained(unit, product.tax), quantity };
      });
      // A product drawn twice is one line of both quantities, as a cart makes it (the totals stay the same).
      const lines: typeof drawn = [];
      for (const line of drawn) {
        const same = lines.find((kept) => kept.product === line.product);
        if (same) same.quantity += line.quantity;
        else lines.push(line);
      }
      const subtotal = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
      const taxTotal = lines.reduce((sum, l) => sum + l.unitTax * l.quantity, 0);
      const pickup = points.length > 0 && random() < 0.35 ? pick(points) : null;
      // About eight kilometres of road at the demo's 0,50 $ a kilometre, free from 100 $ (settings/demo-seed.ts).
      const shipping = pickup || subtotal >= 10_000 ? 0 : 500;
      // Taken in turn, not drawn: the sequence the rest of the history is drawn from stays as it was.
      const home = pickup ? null : (buyer.sendsTo[placed++ % buyer.sendsTo.length] ?? null);
      if (home?.book) booksDelivered.set(home.book.id, home);
      const at = new Date(start.getTime() + (hours[n] ?? 9) * 3_600_000);
      const coin = coins.some((c) => c.short_name === 'MLC') && random() < 0.3 ? 'MLC' : 'USD';
      const isCancelled = random() < 0.08;
      const payForm = pickup ? 'cash_on_pickup' : random() < 0.2 ? 'transfer' : 'cash_on_delivery';
      // Delivered 3 to 30 hours later; a transfer is paid within three hours, cash when the goods arrive.
      const deliveredAt = new Date(at.getTime() + (3 + random() * 27) * 3_600_000);
      const paidAt =
        payForm === 'transfer' ? new Date(at.getTime() + (20 + random() * 160) * 60_000) : deliveredAt;
      const [order] = await db
        .insert(orders)
        .values({
          userId: buyer.id,
          statusId: isCancelled ? cancelled.id : delivered.id,
          paymentStatus: isCancelled ? 'cancelled' : 'paid',
          paidAt: isCancelled ? null : paidAt,
          // As checkout would have set it, with the demo's one-hour window: none for cash (issue 20).
          paymentDueAt: paymentDueAt(payForm, false, 60, at),
          payForm,
          deliveryMethod: pickup ? 'pickup' : 'home',
          pickupPoint: pickup,
          recipient: home?.to ?? null,
          location: home?.at ?? null,
          shipmentPrice: shipping,
          subtotal,
          taxTotal,
          total: subtotal + shipping,
          paidAmount: isCancelled ? 0 : subtotal + shipping,
          coin,
          exchangeRates: rates,
          wholesale,
          holdsStock: false,
          stockDiscounted: !isCancelled,
          dispatched: !pickup && !isCancelled,
          createdAt: at,
          updatedAt: isCancelled ? at : deliveredAt,
        })
        .returning({ id: orders.id });
      // What settled it: cash counted or a transfer checked by staff, in the coin it was paid in.
      if (order && !isCancelled)
        await db.insert(orderPayments).values({
          orderId: order.id,
          method: 'manual',
          amountBase: subtotal + shipping,
          amount: convert(subtotal + shipping, rates[coin] ?? '1'),
          coin,
          reference: payForm === 'transfer' ? `TRF-${order.id}` : null,
          createdAt: paidAt,
        });
      if (order)
        await db.insert(orderStatusChanges).values({
          orderId: order.id,
          fromStatusId: initial?.id ?? null,
          toStatusId: isCancelled ? cancelled.id : delivered.id,
          reason: isCancelled ? 'El cliente ya no lo necesita' : null,
          createdAt: isCancelled ? new Date(at.getTime() + 3_600_000) : deliveredAt,
        });
      if (!order) continue;
      await db.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          name: l.product.name,
          sku: l.product.sku,
          quantity: l.quantity,
          unitPrice: l.unit,
          unitTax: l.unitTax,
          lineTotal: l.unit * l.quantity,
          // The shop began writing its costs down COSTS_KEPT_DAYS ago: older lines say nothing of theirs.
          unitCost: day >= costsSince ? l.product.cost : null,
          holds: [],
        })),
      );
    }
  }
  for (const { book, at } of booksDelivered.values())
    if (book) await rememberDeliveryPoint(db, book.userId, book.id, at);
}
