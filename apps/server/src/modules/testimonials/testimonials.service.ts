import type {
  StoreTestimonialsReply,
  Testimonial,
  TestimonialBody,
  TestimonialListQuery,
  TestimonialListReply,
} from '@shop/contracts';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { contentHash, publicUploadUrl, saveUpload } from '../../lib/storage';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { checkedImage, readImage } from '../../lib/uploaded-image';
import { type TestimonialRow, testimonials } from './testimonials.table';

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  author: row.author,
  detail: row.detail,
  text: row.text,
  position: row.position,
  enabled: row.enabled,
  photo: row.photo ? publicUploadUrl(row.photo) : null,
});

const ORDERS: Record<TestimonialListQuery['sort'], SQL[]> = {
  position: [asc(testimonials.position), asc(testimonials.id)],
  '-position': [desc(testimonials.position), desc(testimonials.id)],
  author: [asc(foldedOrder(testimonials.author)), asc(testimonials.id)],
  '-author': [desc(foldedOrder(testimonials.author)), desc(testimonials.id)],
};

export async function listTestimonials(
  db: DbOrTx,
  query: TestimonialListQuery,
): Promise<TestimonialListReply> {
  const where = matchesEveryWord([testimonials.author, testimonials.text], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(testimonials).where(where),
  ]);
  return { data: rows.map(toTestimonial), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

export async function getTestimonial(db: DbOrTx, id: number): Promise<Testimonial> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  if (!row) throw notFound('testimonial_not_found');
  return toTestimonial(row);
}

export async function createTestimonial(db: DbOrTx, body: TestimonialBody): Promise<Testimonial> {
  const [row] = await db.insert(testimonials).values(body).returning();
  return toTestimonial(row as TestimonialRow);
}

export async function updateTestimonial(db: DbOrTx, id: number, body: TestimonialBody): Promise<Testimonial> {
  const [row] = await db
    .update(testimonials)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw notFound('testimonial_not_found');
  return toTestimonial(row);
}

export async function deleteTestimonial(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (!deleted.length) throw notFound('testimonial_not_found');
}

/** A portrait judged by its bytes and kept as a 160 px square WebP (twice the 80 px it shows at). */
export async function setTestimonialPhoto(
  db: DbOrTx,
  dataDir: string,
  id: number,
  data: Buffer,
): Promise<Testimonial> {
  await getTestimonial(db, id);
  await checkedImage(data, 'image');
  const name = `testimonials/${contentHash(data)}-160.webp`;
  const photo = await readImage(data)
    .rotate()
    .resize({ width: 160, height: 160, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, photo);
  return updatePhoto(db, id, name);
}

export const removeTestimonialPhoto = (db: DbOrTx, id: number) => updatePhoto(db, id, null);

async function updatePhoto(db: DbOrTx, id: number, photo: string | null): Promise<Testimonial> {
  const [row] = await db
    .update(testimonials)
    .set({ photo, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw notFound('testimonial_not_found');
  return toTestimonial(row);
}

/** The front's testimonials: the enabled ones, in the staff's order (a dozen at most: a section, not a page). */
export async function storeTestimonials(db: DbOrTx): Promise<StoreTestimonialsReply> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.enabled, true))
    .orderBy(asc(testimonials.position), asc(testimonials.id))
    .limit(12);
  return {
    testimonials: rows.map((row) => {
      const { position: _p, enabled: _e, ...testimonial } = toTestimonial(row);
      return testimonial;
    }),
  };
}
