import {
  type AdminStoreRequestsQuery,
  addDays,
  type ListQuery,
  type Locale,
  STORE_REQUEST_DAYS_AHEAD_MAX,
  STORE_REQUEST_PENDING_MAX,
  type StoreRequest,
  type StoreRequestBody,
  type StoreRequestListReply,
  type StoreRequestRejectBody,
  type StoreRequestsApprovedReply,
  shopToday,
} from '@shop/contracts';
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { DomainError, invalid, invalidFields, notAllowed, notFound } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { onSale, products, productVariations } from '../products';
import { hold, holdsFor, merge, release, type StockHold } from '../stock';
import { recordReservation } from '../stock-history';
import { users } from '../users';
import { storeRequestView, storeRequestViews } from './store-request-view';
import { type StoreRequestRow, storeRequestLines, storeRequests } from './store-requests.table';

/** Who is asking: reservations are the wholesalers' (SPEC §1, §6). */
export interface Requester {
  id: number;
  wholesaler: boolean;
}

/**
 * A wholesaler asks for quantities of wholesale products for a day (decision 031). Nothing is held yet: staff
 * decide. Each product at least its minimum; at most STORE_REQUEST_PENDING_MAX requests wait at once per account.
 */
export async function createStoreRequest(
  db: Database,
  requester: Requester,
  body: StoreRequestBody,
  locale: Locale,
): Promise<StoreRequest> {
  if (!requester.wholesaler) throw notAllowed();
  const today = shopToday();
  if (body.wanted_on <= today || body.wanted_on > addDays(today, STORE_REQUEST_DAYS_AHEAD_MAX))
    throw invalidFields({ wanted_on: ['store_request_date_invalid'] }, 'store_request_date_invalid', {
      max: STORE_REQUEST_DAYS_AHEAD_MAX,
    });
  const seen = new Set<string>();
  for (const line of body.lines) {
    const key = `${line.product_id}:${line.variation_id ?? 0}`;
    if (seen.has(key)) throw invalid('store_request_duplicate_line');
    seen.add(key);
  }

  return db.transaction(async (tx) => {
    // The account's row is locked so two requests sent at once count each other against the limit.
    const [user] = await tx
      .select({ name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .where(eq(users.id, requester.id))
      .for('update');
    if (!user) throw notAllowed();
    const [waiting] = await tx
      .select({ n: count() })
      .from(storeRequests)
      .where(and(eq(storeRequests.userId, requester.id), eq(storeRequests.status, 'pending')));
    if ((waiting?.n ?? 0) >= STORE_REQUEST_PENDING_MAX)
      throw invalid('store_requests_pending_max', { max: STORE_REQUEST_PENDING_MAX });

    for (const line of body.lines) await checkLine(tx, line);

    const [row] = await tx
      .insert(storeRequests)
      .values({
        userId: requester.id,
        customerName: `${user.name} ${user.lastname ?? ''}`.trim(),
        customerEmail: user.email,
        wantedOn: body.wanted_on,
        note: body.note || null,
        locale,
      })
      .returning();
    if (!row) throw new Error('request not created');
    await tx.insert(storeRequestLines).values(
      body.lines.map((line) => ({
        requestId: row.id,
        productId: line.product_id,
        variationId: line.variation_id,
        quantity: line.quantity,
      })),
    );
    return storeRequestView(tx, row, locale);
  });
}

/** SPEC §5 quantity rules for a wholesale line: a wholesale product on sale, its variation, at least its minimum. */
async function checkLine(tx: DbOrTx, line: StoreRequestBody['lines'][number]): Promise<void> {
  const [product] = await tx
    .select({
      id: products.id,
      kind: products.kind,
      wholesaler: products.wholesaler,
      min: products.minQuantity,
    })
    .from(products)
    .where(and(eq(products.id, line.product_id), onSale));
  if (!product) throw notFound('product_not_found');
  if (!product.wholesaler) throw invalid('store_request_not_wholesale');
  if (product.kind === 'service') throw invalid('stock_not_kept');
  if (product.kind === 'variable') {
    if (line.variation_id === null) throw invalid('variation_required');
    const [variation] = await tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(
        and(
          eq(productVariations.id, line.variation_id),
          eq(productVariations.productId, product.id),
          eq(productVariations.active, true),
        ),
      );
    if (!variation) throw invalid('variation_not_found');
  } else if (line.variation_id !== null) {
    throw invalid('variation_not_found');
  }
  if (line.quantity < product.min) throw invalid('quantity_below_minimum', { min: product.min });
}

/** The wholesaler's own requests, newest first. */
export async function myStoreRequests(
  db: Database,
  userId: number,
  query: ListQuery,
  locale: Locale,
): Promise<StoreRequestListReply> {
  const where = eq(storeRequests.userId, userId);
  const rows = await db
    .select()
    .from(storeRequests)
    .where(where)
    .orderBy(desc(storeRequests.createdAt), desc(storeRequests.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ n: count() }).from(storeRequests).where(where);
  return {
    data: await storeRequestViews(db, rows, locale),
    meta: listMeta(query.page, query.per_page, totals?.n ?? 0),
  };
}

/** One of the wholesaler's requests; another account's answers 404. */
export async function myStoreRequest(db: Database, userId: number, id: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(storeRequests)
    .where(and(eq(storeRequests.id, id), eq(storeRequests.userId, userId)));
  if (!row) throw notFound('store_request_not_found');
  return storeRequestView(db, row, locale);
}

/** The wholesaler withdraws a request staff have not decided yet. */
export async function cancelStoreRequest(db: Database, userId: number, id: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id, userId);
    if (row.status !== 'pending') throw invalid('store_request_closed');
    return storeRequestView(tx, await setStatus(tx, id, { status: 'cancelled' }), locale);
  });
}

/** The back office's list: by status, by the day wanted, by customer or number; soonest day first. */
export async function adminStoreRequests(
  db: Database,
  query: AdminStoreRequestsQuery,
  locale: Locale,
): Promise<StoreRequestListReply> {
  const search = query.search?.trim().replace(/^#/, '');
  const where = and(
    query.status ? eq(storeRequests.status, query.status) : undefined,
    query.from ? gte(storeRequests.wantedOn, query.from) : undefined,
    query.to ? lte(storeRequests.wantedOn, query.to) : undefined,
    search
      ? or(
          matchesEveryWord([storeRequests.customerName, storeRequests.customerEmail], search),
          /^\d{1,9}$/.test(search) ? eq(storeRequests.id, Number(search)) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(storeRequests)
    .where(where)
    .orderBy(
      sql`case ${storeRequests.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
      storeRequests.wantedOn,
      desc(storeRequests.id),
    )
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ n: count() }).from(storeRequests).where(where);
  return {
    data: await storeRequestViews(db, rows, locale),
    meta: listMeta(query.page, query.per_page, totals?.n ?? 0),
  };
}

export async function adminStoreRequest(db: Database, id: number, locale: Locale) {
  const [row] = await db.select().from(storeRequests).where(eq(storeRequests.id, id));
  if (!row) throw notFound('store_request_not_found');
  return storeRequestView(db, row, locale);
}

/**
 * Staff approve a pending request: its units are held in the same guarded moves a cart uses, so two approvals (or
 * an approval and a checkout) can never take more than the stock; a refusal says how many units are left.
 */
export async function approveStoreRequest(db: Database, id: number, staffId: number, locale: Locale) {
  return db.transaction(async (tx) => storeRequestView(tx, await approveIn(tx, id, staffId), locale));
}

async function approveIn(tx: Tx, id: number, staffId: number): Promise<StoreRequestRow> {
  const row = await lockRequest(tx, id);
  if (row.status !== 'pending') throw invalid('store_request_closed');
  if (row.wantedOn < shopToday()) throw invalid('store_request_expired');
  const lines = await tx
    .select({
      id: storeRequestLines.id,
      productId: storeRequestLines.productId,
      variationId: storeRequestLines.variationId,
      quantity: storeRequestLines.quantity,
      kind: products.kind,
    })
    .from(storeRequestLines)
    .innerJoin(products, eq(products.id, storeRequestLines.productId))
    .where(eq(storeRequestLines.requestId, id))
    .orderBy(storeRequestLines.id);
  const all: StockHold[] = [];
  for (const line of lines) {
    const holds = await holdsFor(
      tx,
      { id: line.productId, kind: line.kind },
      line.variationId,
      line.quantity,
    );
    await tx.update(storeRequestLines).set({ holds }).where(eq(storeRequestLines.id, line.id));
    all.push(...holds);
  }
  const merged = merge(all);
  await hold(tx, merged);
  await recordReservation(tx, merged, { reason: 'reservation_held', storeRequestId: id, userId: staffId });
  return setStatus(tx, id, { status: 'approved', decidedBy: staffId, decidedAt: new Date() });
}

/**
 * Approves several requests, each in a transaction of its own: one that the stock cannot cover is refused
 * with its reason and the others still go through.
 */
export async function approveStoreRequests(
  db: Database,
  ids: readonly number[],
  staffId: number,
  locale: Locale,
): Promise<{ reply: StoreRequestsApprovedReply; approved: StoreRequest[] }> {
  const approved: StoreRequest[] = [];
  const refused: StoreRequestsApprovedReply['refused'] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    try {
      approved.push(await approveStoreRequest(db, id, staffId, locale));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ id, message: translate(error.key, locale, error.params) });
    }
  }
  return {
    approved,
    reply: {
      message: translate('store_requests_approved', locale, { count: approved.length }),
      approved: approved.map((r) => r.id),
      refused,
    },
  };
}

/** Staff turn a request down with a reason the wholesaler reads; an approved one gives its units back. */
export async function rejectStoreRequest(
  db: Database,
  id: number,
  body: StoreRequestRejectBody,
  staffId: number,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status !== 'pending' && row.status !== 'approved') throw invalid('store_request_closed');
    if (row.status === 'approved')
      await releaseHolds(tx, id, { reason: 'reservation_released', userId: staffId });
    const next = await setStatus(tx, id, {
      status: 'rejected',
      reason: body.reason,
      decidedBy: staffId,
      decidedAt: new Date(),
    });
    return storeRequestView(tx, next, locale);
  });
}

/**
 * Requests whose day has passed: a pending one lapses, an approved one that was not ordered gives its units back
 * (decision 031). Safe to run on several instances: each request is locked and re-checked.
 */
export async function expireStoreRequests(db: Database, today = shopToday()): Promise<number> {
  const due = await db
    .select({ id: storeRequests.id })
    .from(storeRequests)
    .where(and(inArray(storeRequests.status, ['pending', 'approved']), lt(storeRequests.wantedOn, today)));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if ((row.status !== 'pending' && row.status !== 'approved') || row.wantedOn >= today) return;
      if (row.status === 'approved')
        await releaseHolds(tx, id, { reason: 'reservation_released', userId: null });
      await setStatus(tx, id, { status: 'expired' });
      expired++;
    });
  }
  return expired;
}

/** Gives the request's held units back and writes why in the ledger. */
async function releaseHolds(
  tx: Tx,
  id: number,
  why: { reason: 'reservation_released'; userId: number | null },
): Promise<void> {
  const holds = await heldBy(tx, id);
  await release(tx, holds);
  await recordReservation(tx, holds, { ...why, storeRequestId: id });
  await tx.update(storeRequestLines).set({ holds: [] }).where(eq(storeRequestLines.requestId, id));
}

/** The stock rows an approved request holds, one entry per row. */
export async function heldBy(tx: DbOrTx, id: number): Promise<StockHold[]> {
  const lines = await tx
    .select({ holds: storeRequestLines.holds })
    .from(storeRequestLines)
    .where(eq(storeRequestLines.requestId, id));
  return merge(lines.flatMap((l) => l.holds));
}

/** The request, locked until the transaction ends; `userId` keeps it to its owner (others get 404). */
export async function lockRequest(tx: DbOrTx, id: number, userId?: number): Promise<StoreRequestRow> {
  const [row] = await tx
    .select()
    .from(storeRequests)
    .where(and(eq(storeRequests.id, id), userId === undefined ? undefined : eq(storeRequests.userId, userId)))
    .for('update');
  if (!row) throw notFound('store_request_not_found');
  return row;
}

export async function setStatus(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<StoreRequestRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'orderId'>>,
): Promise<StoreRequestRow> {
  const [row] = await tx.update(storeRequests).set(set).where(eq(storeRequests.id, id)).returning();
  if (!row) throw notFound('store_request_not_found');
  return row;
}
