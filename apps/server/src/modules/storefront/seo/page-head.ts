import {
  type Locale,
  minorToDecimal,
  RESERVED_PAGE_SLUGS,
  storefrontProductsQuerySchema,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { NotFound } from '../../../lib/domain-errors';
import { type MessageKey, translate } from '../../../lib/messages';
import { publicPost } from '../../blog';
import { publishedPage } from '../../content';
import { imageUrls, onSale, products } from '../../products';
import { latestApproved, visibleProduct } from '../../reviews';
import { brands, categories } from '../../taxonomy';
import { type CardRow, selectCards } from '../card-query';
import { brandOnSale } from '../filters';
import { type PageHead, summary } from './html-head';

/** Prices are kept in the base coin, USD (ARCHITECTURE, "Money"). */
const BASE_CURRENCY = 'USD';

const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/i;
const STORE_PATH = /^\/store\/?$/i;
const INFO_PATH = /^\/info\/?$/i;
const FAQ_PATH = /^\/frequent-ask\/?$/i;
const CONTACT_PATH = /^\/contact-us\/?$/i;
const BLOG_PATH = /^\/blog\/?$/i;
const OFFERS_PATH = /^\/offers\/?$/i;
const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/i;
const REVIEWS_PATH = /^\/products\/review\/(read|write)\/([^/]+)\/?$/i;
/** `/information/{slug}`, or the catch-all `/{slug}` (SPEC §2): one of the shop's own pages. */
const CONTENT_PATH = /^\/(?:information\/)?([^/]+)\/?$/i;

export interface HeadContext {
  db: DbOrTx;
  publicUrl: string;
  locale: Locale;
  /** The shop's name (its settings are read once per page, by the caller). */
  store: string;
}

/** `/uploads/…` as an absolute URL, for previews read outside the site. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/**
 * `/store`: the shop's front, or what its address narrows it to, named as the app's heading names it: a search by
 * what was searched, a category or a brand by its name (with an address of its own to index), anything else as the
 * catalogue. Values are read as the listing reads them (`listingValue`).
 */
async function storeHead(context: HeadContext, query: URLSearchParams): Promise<PageHead> {
  const { store, locale, publicUrl } = context;
  const front: PageHead = {
    title: store,
    description: translate('seo_store_description', locale, { store }),
    canonical: `${publicUrl}/store`,
    image: null,
    type: 'website',
  };
  const search = listingValue(query, 'search');
  if (search) return { ...front, title: `${translate('seo_search_title', locale, { search })} | ${store}` };
  const listing = await namedListing(context.db, query);
  if (!listing) {
    // Any other narrowing or order of the catalogue shows its results alone, under the catalogue's name.
    const browsing = [...query.keys()].length > 0;
    return browsing ? { ...front, title: `${translate('seo_catalog_title', locale)} | ${store}` } : front;
  }
  return {
    ...front,
    title: `${listing.name} | ${store}`,
    description:
      summary(listing.description) ||
      translate('seo_listing_description', locale, { name: listing.name, store }),
    canonical: `${publicUrl}/store?${listing.key}=${encodeURIComponent(listing.slug)}`,
  };
}

/** The active category, else the active brand, that a browse address narrows the catalogue to; undefined if none. */
async function namedListing(db: DbOrTx, query: URLSearchParams) {
  const category = listingValue(query, 'category');
  if (category) {
    const [row] = await db
      .select({ name: categories.name, slug: categories.slug, description: categories.description })
      .from(categories)
      .where(and(eq(categories.slug, category), eq(categories.active, true)));
    if (row) return { key: 'category', ...row };
  }
  const brand = listingValue(query, 'brand');
  if (!brand) return undefined;
  const [row] = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(and(eq(brands.slug, brand), eq(brands.active, true), brandOnSale));
  return row && { key: 'brand', ...row, description: '' };
}

/**
 * A text of a browse address as the listing reads it (the API's own schema: trimmed, within its length), or none. A
 * control character names nothing (and PostgreSQL refuses a NUL): the database is not asked.
 */
function listingValue(query: URLSearchParams, key: 'search' | 'category' | 'brand'): string | undefined {
  const read = storefrontProductsQuerySchema.shape[key].safeParse(query.get(key) ?? undefined);
  return read.success && read.data && !CONTROL.test(read.data) ? read.data : undefined;
}

/** A page of the shop's own with fixed words (/info, /Frequent-Ask). */
async function fixedHead(context: HeadContext, path: string, title: MessageKey, description: MessageKey) {
  const { store } = context;
  return {
    title: `${translate(title, context.locale)} | ${store}`,
    description: translate(description, context.locale, { store }),
    canonical: `${context.publicUrl}${path}`,
    image: null,
    type: 'website' as const,
  };
}

/** A published page of the shop's own; null for any other slug, which is then the app's 404. */
async function contentHead(context: HeadContext, slug: string): Promise<PageHead | null> {
  try {
    const page = await publishedPage(context.db, slug);
    const { store } = context;
    return {
      title: `${page.title} | ${store}`,
      description: page.description || summary(page.body.replace(/<[^>]*>/g, ' ')) || page.title,
      // One address per page: `/information/{slug}` names the same page as `/{slug}`.
      canonical: `${context.publicUrl}/${encodeURIComponent(page.slug)}`,
      image: null,
      type: 'website',
    };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** A post shoppers may read, as a `BlogPosting`; null for any other slug, which is then the app's 404. */
async function blogPostHead(context: HeadContext, slug: string): Promise<PageHead | null> {
  try {
    const post = await publicPost(context.db, slug);
    const canonical = `${context.publicUrl}/blog/${encodeURIComponent(post.slug)}`;
    const image = post.cover_image ? absolute(context.publicUrl, post.cover_image) : null;
    const description = post.summary || summary(post.content.replace(/<[^>]*>/g, ' ')) || post.title;
    return {
      title: `${post.title} | ${context.store}`,
      description,
      canonical,
      image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        url: canonical,
        mainEntityOfPage: canonical,
        datePublished: post.published_on,
        dateModified: post.updated_at,
        ...(image ? { image: [image] } : {}),
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        ...(post.keywords.length ? { keywords: post.keywords.map((k) => k.name).join(', ') } : {}),
        ...(post.blog_category ? { articleSection: post.blog_category.name } : {}),
        publisher: { '@type': 'Organization', name: context.store },
      },
    };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** A product shoppers may see; null otherwise, so the page keeps the default tags and the app shows its 404. */
async function productHead(context: HeadContext, slug: string): Promise<PageHead | null> {
  const [row] = (await selectCards(context.db).where(and(onSale, eq(products.slug, slug)))) as CardRow[];
  const name = context.store;
  if (!row) return null;
  const { product, brand, category, image } = row;
  const canonical = `${context.publicUrl}/Products/${encodeURIComponent(product.slug)}`;
  const picture = image?.id != null ? absolute(context.publicUrl, imageUrls(image.path).detail_url) : null;
  const description = summary(product.shortDescription) || product.name;
  const inStock = product.availability === null || product.availability > 0;
  // The card row already carries the approved reviews' average and count (kept by modules/reviews); the reviews
  // themselves are read only for a product that has some.
  const rating = {
    average: product.ratingTenths === null ? null : product.ratingTenths / 10,
    count: product.ratingCount,
  };
  const reviews = rating.count > 0 ? await latestApproved(context.db, product.id, 3) : [];
  return {
    title: `${product.name} | ${name}`,
    description,
    canonical,
    image: picture,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.sku,
      url: canonical,
      category: category.name,
      ...(picture ? { image: [picture] } : {}),
      ...(brand?.id != null ? { brand: { '@type': 'Brand', name: brand.name } } : {}),
      ...(rating.average !== null && rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
            review: reviews.map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.author || '—' },
              datePublished: review.created_at.slice(0, 10),
              reviewBody: review.text,
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: minorToDecimal(product.finalPrice),
        priceCurrency: BASE_CURRENCY,
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

/**
 * A product's reviews, to read or to write (SPEC §2), for a product shoppers may see; null otherwise, so that the
 * page is the app's 404. The form to write one is nobody's search result: it keeps the plain tags.
 */
async function reviewsHead(
  context: HeadContext,
  slug: string,
  screen: 'read' | 'write',
): Promise<PageHead | 'plain' | null> {
  let row: { name: string; slug: string };
  try {
    row = await visibleProduct(context.db, slug);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
  if (screen === 'write') return 'plain';
  const title = translate('seo_reviews_title', context.locale, { product: row.name });
  return {
    title: `${title} | ${context.store}`,
    description: translate('seo_reviews_description', context.locale, { product: row.name }),
    canonical: `${context.publicUrl}/Products/Review/Read/${encodeURIComponent(row.slug)}`,
    image: null,
    type: 'website',
  };
}

/** `/Products/Index`, `/Products/Create` and `/Products/SuccessPage` are pages of their own (SPEC §2), not product slugs. */
const PRODUCT_SCREENS = new Set(['index', 'create', 'successpage']);

/**
 * The head of a page the server knows about, null for other pages (they keep the defaults), or 'missing' for a
 * product page of a product shoppers may not see: the page is the app's 404, with status 404.
 */
export async function pageHead(
  context: HeadContext,
  path: string,
  query = new URLSearchParams(),
): Promise<PageHead | null | 'missing'> {
  if (STORE_PATH.test(path)) return storeHead(context, query);
  if (INFO_PATH.test(path)) return fixedHead(context, '/info', 'seo_info_title', 'seo_info_description');
  if (FAQ_PATH.test(path)) return fixedHead(context, '/Frequent-Ask', 'seo_faq_title', 'seo_faq_description');
  if (CONTACT_PATH.test(path)) {
    return fixedHead(context, '/Contact-Us', 'seo_contact_title', 'seo_contact_description');
  }
  if (BLOG_PATH.test(path)) return fixedHead(context, '/blog', 'seo_blog_title', 'seo_blog_description');
  if (OFFERS_PATH.test(path))
    return fixedHead(context, '/Offers', 'seo_offers_title', 'seo_offers_description');
  const post = BLOG_POST_PATH.exec(path);
  if (post?.[1]) {
    const slug = decodedSlug(post[1]);
    return (slug ? await blogPostHead(context, slug) : null) ?? 'missing';
  }
  const reviews = REVIEWS_PATH.exec(path);
  if (reviews?.[1] && reviews[2]) {
    const slug = decodedSlug(reviews[2]);
    const screen = reviews[1].toLowerCase() === 'read' ? 'read' : 'write';
    const head = slug ? await reviewsHead(context, slug, screen) : null;
    return head === 'plain' ? null : (head ?? 'missing');
  }
  const page = CONTENT_PATH.exec(path);
  if (
    page?.[1] &&
    (path.toLowerCase().startsWith('/information/') || !RESERVED_PAGE_SLUGS.has(page[1].toLowerCase()))
  ) {
    const slug = decodedSlug(page[1]);
    return (slug ? await contentHead(context, slug) : null) ?? 'missing';
  }
  const match = PRODUCT_PATH.exec(path);
  if (!match?.[1] || PRODUCT_SCREENS.has(match[1].toLowerCase())) return null;
  const slug = decodedSlug(match[1]);
  return (slug ? await productHead(context, slug) : null) ?? 'missing';
}

/** Control characters: no slug holds one, and PostgreSQL refuses a NUL in a text (the query would fail). */
const CONTROL = /\p{Cc}/u;

/**
 * A path segment as the slug it names; undefined when it cannot be one (bad escapes, a control character, longer
 * than any slug): the page is missing, and the database is not asked.
 */
function decodedSlug(segment: string): string | undefined {
  try {
    const slug = decodeURIComponent(segment);
    return slug.length > 120 || CONTROL.test(slug) ? undefined : slug;
  } catch {
    return undefined;
  }
}
