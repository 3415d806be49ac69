import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { latestPosts } from '../../blog';
import { contentIndex, contentPages, sectionsWithContent } from '../../content';
import { onSale, products } from '../../products';
import { activeCategories } from '../home';

/** The sitemaps protocol allows 50,000 URLs a file; a bigger catalogue is split and listed by a sitemap index. */
export const SITEMAP_PAGE_SIZE = 45_000;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

const productUrl = (publicUrl: string, slug: string) => `${publicUrl}/Products/${encodeURIComponent(slug)}`;

async function productPage(db: DbOrTx, publicUrl: string, page: number): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale)
    .orderBy(asc(products.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
  return rows.map((r) => url(productUrl(publicUrl, r.slug), r.updatedAt));
}

/**
 * `/sitemap.xml`: the shop's pages (`shopUrls`) and every product shoppers may see. Past one file's worth of products
 * it becomes an index of `/sitemap-products-N.xml` files (the shop's pages go in the first one).
 */
export async function sitemapPages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(onSale);
  return Math.max(1, Math.ceil(Number(row?.total ?? 0) / SITEMAP_PAGE_SIZE));
}

export async function sitemap(db: DbOrTx, publicUrl: string): Promise<string> {
  const pages = await sitemapPages(db);
  if (pages === 1) return productSitemap(db, publicUrl, 1);
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-products-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The shop's own published pages, at their short address (`/{slug}`, SPEC §2's catch-all route). */
async function contentUrls(db: DbOrTx, publicUrl: string): Promise<string[]> {
  const rows = await db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(asc(contentPages.position), asc(contentPages.id));
  return rows.map((r) => url(`${publicUrl}/${encodeURIComponent(r.slug)}`, r.updatedAt));
}

/** Each active category's listing, at the address its page names as canonical (`page-head.ts`). */
async function categoryUrls(db: DbOrTx, publicUrl: string): Promise<string[]> {
  const rows = await activeCategories(db);
  return rows.map((r) => url(`${publicUrl}/store?category=${encodeURIComponent(r.slug)}`));
}

/** The blog and the posts shoppers can read (a shop's blog is far below one file's worth). */
async function blogUrls(db: DbOrTx, publicUrl: string): Promise<string[]> {
  const posts = await latestPosts(db, 5_000);
  return [
    url(`${publicUrl}/blog`),
    ...posts.map((post) => url(`${publicUrl}/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
  ];
}

/**
 * The store, the categories, the contact form and the shop's own pages; the offers, the information, the questions and
 * the blog only while they have something to show, as the storefront's navigation links to them (decision 090).
 */
async function shopUrls(db: DbOrTx, publicUrl: string): Promise<string[]> {
  // Search engines read the shop as a retail shopper does.
  const has = await sectionsWithContent(db, await contentIndex(db), { wholesaler: false });
  const when = (shown: boolean, loc: string) => (shown ? [url(`${publicUrl}${loc}`)] : []);
  return [
    url(`${publicUrl}/store`),
    ...when(has.offers, '/Offers'),
    ...(await categoryUrls(db, publicUrl)),
    ...when(has.info, '/info'),
    ...when(has.faq, '/Frequent-Ask'),
    url(`${publicUrl}/Contact-Us`),
    ...(await contentUrls(db, publicUrl)),
    ...(has.blog ? await blogUrls(db, publicUrl) : []),
  ];
}

/** One file of product URLs (the first also holds the shop's other pages: `shopUrls`). */
export async function productSitemap(db: DbOrTx, publicUrl: string, page: number): Promise<string> {
  const pages = page === 1 ? await shopUrls(db, publicUrl) : [];
  const items = await productPage(db, publicUrl, page);
  return `${XML_HEAD}<urlset ${NS}>\n${[...pages, ...items].join('\n')}\n</urlset>\n`;
}
