import type {
  Banner,
  BannerBody,
  BannerImageKind,
  BannerListQuery,
  BannerListReply,
  BannerSection,
  StoreBanner,
} from '@shop/contracts';
import { and, asc, count, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { bannerImageUrl, storeBannerImage } from './banner-images';
import { type BannerRow, banners } from './banners.table';

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    section_url: row.sectionUrl as BannerSection,
    title: row.title,
    button_text: row.buttonText,
    url: row.url,
    active_web: row.activeWeb,
    active_movile: row.activeMovile,
    button_color: row.buttonColor,
    text_color: row.textColor,
    button_position: row.buttonPosition as Banner['button_position'],
    border_color: row.borderColor,
    border_width: row.borderWidth,
    priority: row.priority,
    desktop_image: bannerImageUrl(row.desktopImage),
    mobile_image: bannerImageUrl(row.mobileImage),
    updated_at: row.updatedAt.toISOString(),
  };
}

const valuesOf = (body: BannerBody) => ({
  sectionUrl: body.section_url,
  title: body.title,
  buttonText: body.button_text,
  url: body.url,
  activeWeb: body.active_web,
  activeMovile: body.active_movile,
  buttonColor: body.button_color,
  textColor: body.text_color,
  buttonPosition: body.button_position,
  borderColor: body.border_color,
  borderWidth: body.border_width,
  priority: body.priority,
});

const ORDERS: Record<BannerListQuery['sort'], SQL[]> = {
  '-priority': [desc(banners.priority), desc(banners.id)],
  priority: [asc(banners.priority), asc(banners.id)],
  title: [asc(foldedOrder(banners.title)), asc(banners.id)],
  '-title': [desc(foldedOrder(banners.title)), desc(banners.id)],
};

export async function listBanners(db: DbOrTx, query: BannerListQuery): Promise<BannerListReply> {
  const where = matchesEveryWord([banners.title, banners.buttonText], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return { data: rows.map(toBanner), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

export async function getBanner(db: DbOrTx, id: number): Promise<Banner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound('banner_not_found');
  return toBanner(row);
}

export async function createBanner(db: DbOrTx, body: BannerBody): Promise<Banner> {
  const [row] = await db.insert(banners).values(valuesOf(body)).returning();
  return toBanner(row as BannerRow);
}

export async function updateBanner(db: DbOrTx, id: number, body: BannerBody): Promise<Banner> {
  const [row] = await db
    .update(banners)
    .set({ ...valuesOf(body), updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw notFound('banner_not_found');
  return toBanner(row);
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (!deleted.length) throw notFound('banner_not_found');
}

/** Checks the banner exists before the picture is encoded, then stores it as the banner's desktop or mobile image. */
export async function setBannerImage(
  db: DbOrTx,
  dataDir: string,
  id: number,
  kind: BannerImageKind,
  data: Buffer,
): Promise<Banner> {
  await getBanner(db, id);
  const name = await storeBannerImage(dataDir, kind, data);
  const column = kind === 'desktop' ? { desktopImage: name } : { mobileImage: name };
  const [row] = await db
    .update(banners)
    .set({ ...column, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw notFound('banner_not_found');
  return toBanner(row);
}

/**
 * What a storefront page shows: its banners that are on for desktop with a desktop picture, or on for phones with a
 * phone picture, highest priority first.
 */
export async function storeBanners(db: DbOrTx, section: BannerSection): Promise<{ banners: StoreBanner[] }> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.sectionUrl, section),
        or(
          and(eq(banners.activeWeb, true), isNotNull(banners.desktopImage)),
          and(eq(banners.activeMovile, true), isNotNull(banners.mobileImage)),
        ),
      ),
    )
    .orderBy(desc(banners.priority), desc(banners.id));
  return {
    banners: rows.map((row) => {
      const { section_url: _s, priority: _p, updated_at: _u, ...banner } = toBanner(row);
      return {
        ...banner,
        active_web: row.activeWeb && row.desktopImage !== null,
        active_movile: row.activeMovile && row.mobileImage !== null,
      };
    }),
  };
}
