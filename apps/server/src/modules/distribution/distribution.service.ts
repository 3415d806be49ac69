import {
  type DistributionBoard,
  type DistributionStop,
  type GeoPoint,
  haversineKm,
  isValidPoint,
  type Locale,
  municipalityName,
  orderCode,
  streetLine,
} from '@shop/contracts';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalidFields, notFound } from '../../lib/domain-errors';
import { type OrderStatusRow, orderStatuses, statusBrief } from '../order-statuses';
import {
  changeOrderStatus,
  moneyOfOrder,
  orderLines,
  orderNotes,
  orders,
  STREET_WORDS,
  setOrderFlag,
} from '../orders';
import { getShipmentSettings } from '../settings';
import { userNotes, users } from '../users';

/**
 * The status a delivered order reaches (decision 030): the first final status, by position, that is not the
 * cancelled one. Null when the shop has none.
 */
export async function deliveredStatus(db: DbOrTx): Promise<OrderStatusRow | null> {
  const [row] = await db
    .select()
    .from(orderStatuses)
    .where(
      and(
        eq(orderStatuses.isFinal, true),
        or(isNull(orderStatuses.role), ne(orderStatuses.role, 'cancelled')),
      ),
    )
    .orderBy(asc(orderStatuses.position), asc(orderStatuses.id))
    .limit(1);
  return row ?? null;
}

/** Orders on the board: home deliveries past their first status and not closed. */
const onBoard = and(
  eq(orders.deliveryMethod, 'home'),
  eq(orderStatuses.isFinal, false),
  or(isNull(orderStatuses.role), ne(orderStatuses.role, 'initial')),
);

/**
 * The dispatch board (issue 18 §2): open home deliveries grouped by municipality, each group in a route order —
 * from the shop, always on to the nearest stop not yet visited (straight line); stops without a pinned point go
 * last. Groups come in the order of their first stop's distance from the shop.
 */
export async function distributionBoard(db: Database, locale: Locale): Promise<DistributionBoard> {
  const rows = await db
    .select({
      order: orders,
      status: orderStatuses,
      dispatcherName: users.name,
      dispatcherLastname: users.lastname,
      aboutCustomer: userNotes.text,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .leftJoin(users, eq(users.id, orders.dispatchedBy))
    .leftJoin(userNotes, eq(userNotes.userId, orders.userId))
    .where(onBoard)
    .orderBy(asc(orders.id));
  const units = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .groupBy(orderLines.orderId)
    : [];
  const unitsOf = new Map(units.map((u) => [u.orderId, Number(u.units)]));
  const notes = rows.length
    ? await db
        .select({ orderId: orderNotes.orderId, text: orderNotes.text })
        .from(orderNotes)
        .where(
          inArray(
            orderNotes.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
    : [];
  const notesOf = new Map<number, string[]>();
  for (const note of notes) notesOf.set(note.orderId, [...(notesOf.get(note.orderId) ?? []), note.text]);
  const shop = (await getShipmentSettings(db)).store_location;
  const delivered = await deliveredStatus(db);

  const byMunicipality = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.order.recipient?.municipality ?? '';
    const group = byMunicipality.get(key);
    if (group) group.push(row);
    else byMunicipality.set(key, [row]);
  }
  const groups = [...byMunicipality.entries()].map(([municipality, members]) => {
    const route = routeOrder(
      shop,
      members.map((m) => ({ item: m, point: m.order.location })),
    );
    return {
      municipality,
      municipality_name: municipalityName(municipality) ?? municipality,
      first: route[0]?.fromShop ?? Number.POSITIVE_INFINITY,
      stops: route.map(
        ({ item: { order, status, dispatcherName, dispatcherLastname, aboutCustomer }, leg }) =>
          toStop(order, status, leg, unitsOf.get(order.id) ?? 0, dispatcherName, dispatcherLastname, locale, {
            staff: notesOf.get(order.id) ?? [],
            aboutCustomer,
          }),
      ),
    };
  });
  groups.sort((a, b) => a.first - b.first || a.municipality_name.localeCompare(b.municipality_name, locale));
  return {
    delivered_status: delivered ? statusBrief(delivered, locale) : null,
    groups: groups.map(({ first: _first, ...group }) => group),
  };
}

interface Placed<T> {
  item: T;
  point: GeoPoint | null;
}

/** Nearest neighbour from `start`: good enough for the dozen stops of one municipality, and easy to follow. */
export function routeOrder<T>(
  start: GeoPoint | null,
  stops: readonly Placed<T>[],
): Array<{ item: T; leg: number | null; fromShop: number }> {
  const placed = stops.filter((s): s is Placed<T> & { point: GeoPoint } => isValidPoint(s.point));
  const unplaced = stops.filter((s) => !isValidPoint(s.point));
  const route: Array<{ item: T; leg: number | null; fromShop: number }> = [];
  let here = isValidPoint(start) ? start : null;
  const left = [...placed];
  while (left.length) {
    let best = 0;
    if (here) {
      const from = here;
      left.forEach((s, i) => {
        const chosen = left[best];
        if (chosen && haversineKm(from, s.point) < haversineKm(from, chosen.point)) best = i;
      });
    }
    const [next] = left.splice(best, 1);
    if (!next) break;
    const leg = here ? haversineKm(here, next.point) : null;
    route.push({
      item: next.item,
      leg,
      fromShop: isValidPoint(start) ? haversineKm(start, next.point) : 0,
    });
    here = next.point;
  }
  for (const s of unplaced) route.push({ item: s.item, leg: null, fromShop: Number.POSITIVE_INFINITY });
  return route;
}

function toStop(
  order: typeof orders.$inferSelect,
  status: OrderStatusRow,
  leg: number | null,
  units: number,
  dispatcherName: string | null,
  dispatcherLastname: string | null,
  locale: Locale,
  notes: { staff: string[]; aboutCustomer: string | null },
): DistributionStop {
  const r = order.recipient;
  // As the order's page and its mail write it: "San Lázaro entre Escobar y Gervasio, Apto 3".
  const address = r ? streetLine(r, STREET_WORDS[locale]) : '';
  const due = order.paymentStatus === 'pending' ? Math.max(0, order.total - order.paidAmount) : 0;
  return {
    id: order.id,
    order_id: orderCode(order.id),
    status: statusBrief(status, locale),
    recipient: { name: r ? `${r.name} ${r.last_name}`.trim() : '', phone: r?.phone ?? '', address },
    location: isValidPoint(order.location) ? order.location : null,
    leg_km: leg === null ? null : Math.round(leg * 10) / 10,
    units,
    to_collect: due,
    to_collect_formatted: moneyOfOrder(order, locale)(due),
    dispatched_at: order.dispatched && order.dispatchedAt ? order.dispatchedAt.toISOString() : null,
    dispatched_by: dispatcherName === null ? null : `${dispatcherName} ${dispatcherLastname ?? ''}`.trim(),
    customer_note: order.note || null,
    staff_notes: notes.staff,
    about_customer: notes.aboutCustomer,
  };
}

/** An order on the board, or 404: the board's actions apply to open home deliveries only. */
async function boardOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(and(eq(orders.id, id), onBoard));
  if (!row) throw notFound('order_not_on_board');
}

/** The courier left with it: the order is flagged dispatched with the time and who. */
export async function markDispatched(db: Database, id: number, staffId: number, locale: Locale) {
  await boardOrder(db, id);
  return setOrderFlag(db, id, 'dispatched', true, staffId, locale);
}

/** Handed over: the order moves to the delivered status, with the time and who in its history. */
export async function markDelivered(db: Database, id: number, staffId: number, locale: Locale) {
  await boardOrder(db, id);
  const delivered = await deliveredStatus(db);
  if (!delivered) throw invalidFields({ status_id: ['reference_unknown'] }, 'status_change_failed');
  return changeOrderStatus(db, id, { status_id: delivered.id, reason: '' }, staffId, locale);
}
