import {
  BENEFICIARY_DOOR_FIELDS,
  type Beneficiary,
  type BeneficiaryBody,
  INT_MAX,
  MAX_BENEFICIARIES,
  type MapPoint,
} from '@shop/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Invalid, notFound } from '../../lib/domain-errors';
import { type BeneficiaryRow, beneficiaries } from './beneficiaries.table';
import { toBeneficiary } from './beneficiary-view';

/** Only the owner's rows: someone else's beneficiary is answered as not found, never as forbidden. */
const owned = (userId: number, id: number) => and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId));

export async function listBeneficiaries(db: DbOrTx, userId: number): Promise<Beneficiary[]> {
  return (await addressBooks(db, [userId])).get(userId) ?? [];
}

/** The address books of several accounts in one read (the back office's customer search), each newest first. */
export async function addressBooks(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, Beneficiary[]>> {
  const books = new Map<number, Beneficiary[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return books;
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(inArray(beneficiaries.userId, [...userIds]))
    .orderBy(desc(beneficiaries.id));
  for (const row of rows) books.get(row.userId)?.push(toBeneficiary(row));
  return books;
}

export async function getBeneficiary(db: DbOrTx, userId: number, id: number): Promise<Beneficiary> {
  const row = await beneficiaryOf(db, userId, id);
  if (!row) throw notFound();
  return toBeneficiary(row);
}

/** The owner's row, or null: the checkout copies it into the order. */
export async function beneficiaryOf(db: DbOrTx, userId: number, id: number): Promise<BeneficiaryRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > INT_MAX) return null;
  const [row] = await db.select().from(beneficiaries).where(owned(userId, id)).limit(1);
  return row ?? null;
}

export async function createBeneficiary(
  db: DbOrTx,
  userId: number,
  body: BeneficiaryBody,
): Promise<Beneficiary> {
  const [kept] = await db.select({ n: count() }).from(beneficiaries).where(eq(beneficiaries.userId, userId));
  if ((kept?.n ?? 0) >= MAX_BENEFICIARIES)
    throw new Invalid('beneficiaries_limit', { max: MAX_BENEFICIARIES });
  const [row] = await db
    .insert(beneficiaries)
    .values({ userId, ...columnsOf(body) })
    .returning();
  return toBeneficiary(row as BeneficiaryRow);
}

/**
 * Orders keep a copy of who received them, so editing a beneficiary never rewrites an order. The map point of its
 * last delivery goes with the address it was marked for: a new street or door forgets it, a new phone does not.
 */
export async function updateBeneficiary(
  db: DbOrTx,
  userId: number,
  id: number,
  body: BeneficiaryBody,
): Promise<Beneficiary> {
  const sameDoor = and(
    ...BENEFICIARY_DOOR_FIELDS.map(
      (field): SQL => sql`${DOOR_COLUMNS[field]} IS NOT DISTINCT FROM ${body[field] ?? null}`,
    ),
  );
  const [row] = await db
    .update(beneficiaries)
    .set({
      ...columnsOf(body),
      location: sql`CASE WHEN ${sameDoor} THEN ${beneficiaries.location} END`,
      updatedAt: new Date(),
    })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound();
  return toBeneficiary(row);
}

/**
 * A home delivery to this beneficiary went to `point`: the next checkout that picks them starts there (decision 079).
 * Called in the order's transaction; another shopper's beneficiary is left alone.
 */
export async function rememberDeliveryPoint(db: DbOrTx, userId: number, id: number, point: MapPoint) {
  await db.update(beneficiaries).set({ location: point }).where(owned(userId, id));
}

export async function deleteBeneficiary(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(beneficiaries).where(owned(userId, id)).returning({ id: beneficiaries.id });
  if (deleted.length === 0) throw notFound();
}

/** The door's fields' columns: the map point is kept while none of them changes. */
const DOOR_COLUMNS = {
  province: beneficiaries.province,
  municipality: beneficiaries.municipality,
  main_street: beneficiaries.mainStreet,
  first_street: beneficiaries.firstStreet,
  second_street: beneficiaries.secondStreet,
  house_or_apartment: beneficiaries.houseOrApartment,
  address: beneficiaries.address,
} satisfies Record<(typeof BENEFICIARY_DOOR_FIELDS)[number], unknown>;

function columnsOf(body: BeneficiaryBody) {
  return {
    name: body.name,
    lastName: body.last_name,
    phone: body.phone,
    ci: body.ci,
    email: body.email,
    province: body.province,
    municipality: body.municipality,
    mainStreet: body.main_street,
    firstStreet: body.first_street,
    secondStreet: body.second_street,
    houseOrApartment: body.house_or_apartment,
    pointOfReference: body.point_of_reference,
    address: body.address,
    dateBorn: body.date_born,
  };
}
