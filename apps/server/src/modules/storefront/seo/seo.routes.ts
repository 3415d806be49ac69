import {
  COLOR_SCHEME_COOKIE,
  integerField,
  type Locale,
  matchSpaPage,
  NOT_FOUND_PAGE,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/domain-errors';
import { pageLocale } from '../../../lib/locale';
import { translate } from '../../../lib/messages';
import type { SpaPage } from '../../../plugins/spa';
import { getStoreSettings } from '../../settings';
import { blogFeed } from './blog-feed';
import { renderPlainHead, shopIcon, withFavicon, withHead, withTags } from './html-head';
import { pageHead } from './page-head';
import { robots } from './robots';
import { productSitemap, sitemap, sitemapPages } from './sitemap';
import { webManifest } from './web-manifest';

const tags = ['seo'];
/** Crawlers come back daily at most; an hour keeps the database out of their way. */
const CACHE = 'public, max-age=3600';

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(body);

/** Sitemap, robots, the blog's feed and the web app manifest, at the site's root. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sitemap.xml', { schema: { tags } }, async (_request, reply) =>
    xml(reply, await sitemap(app.db, app.config.publicUrl)),
  );

  app.get(
    '/sitemap-products-:page.xml',
    { schema: { tags, params: z.object({ page: integerField(1, 10_000) }) } },
    async (request, reply) => {
      if (request.params.page > (await sitemapPages(app.db))) throw notFound('not_found');
      return xml(reply, await productSitemap(app.db, app.config.publicUrl, request.params.page));
    },
  );

  app.get('/blog/feed.xml', { schema: { tags } }, async (request, reply) => {
    const { name } = await getStoreSettings(app.db);
    const description = translate('seo_blog_description', request.locale, { store: name });
    return reply
      .header('cache-control', CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send(await blogFeed(app.db, app.config.publicUrl, name, description));
  });

  app.get('/manifest.webmanifest', { schema: { tags } }, async (_request, reply) => {
    const webDist = app.config.webDist;
    const manifest = webDist ? await webManifest(webDist, (await getStoreSettings(app.db)).name) : null;
    if (manifest === null) throw notFound('not_found');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/manifest+json; charset=utf-8')
      .send(manifest);
  });

  // Feed readers, a browser showing the feed or a PDF, and old bookmarks ask for the icon at this fixed address.
  app.get('/favicon.ico', { schema: { tags } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .redirect(shopIcon((await getStoreSettings(app.db)).favicon_url), 302),
  );

  app.get('/robots.txt', { schema: { tags } }, (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots(app.config.publicUrl)),
  );
};

/**
 * For the SPA plugin: the built index.html with the page's own title, description, canonical URL, Open Graph
 * tags and, for a product, its JSON-LD. Any other path, or a product shoppers may not see, keeps the defaults.
 */
export async function storefrontPageHtml(request: FastifyRequest, indexHtml: string): Promise<SpaPage> {
  // The query is all after the first '?': a search may hold another ("¿talla?" typed as "talla?").
  const [path = '/'] = request.url.split('?');
  const query = request.url.slice(path.length + 1);
  const locale = pageLocale(request);
  const { db, config } = request.server;
  const store = await getStoreSettings(db);
  const head = await pageHead(
    { db, publicUrl: config.publicUrl, locale, store: store.name },
    path,
    new URLSearchParams(query),
  );
  const chosen = request.cookies[COLOR_SCHEME_COOKIE];
  const html = withRootAttributes(
    withFavicon(indexHtml, store.favicon_url),
    chosen === 'dark' || chosen === 'light' ? chosen : store.color_scheme,
    locale,
  );
  const description = translate('seo_store_description', locale, { store: store.name });
  const noPage = matchSpaPage(path) === undefined || path.toLowerCase() === NOT_FOUND_PAGE;
  if (head === 'missing' || noPage) {
    // The 404 page is named as the app names it (not index.html's default "Tienda"), and is nobody's search result.
    const title = `${translate('seo_not_found_title', locale)} | ${store.name}`;
    return { html: withTags(html, renderPlainHead(title, description)), found: false };
  }
  if (head) return { html: withHead(html, head), found: true };
  return { html: withTags(html, renderPlainHead(store.name, description)), found: true };
}

/**
 * A page names its colour scheme and its language on its root element. The colour scheme: the shopper's own choice
 * (the `color_scheme` cookie the app keeps), else the shop's. Mantine's colour variables follow this attribute, so
 * without it a page painted before its scripts run (decision 033), or read without them, has no primary colour: a
 * filled button is white text on nothing. Dark also does not flash light before the app starts. The language: the
 * one the page is rendered in (index.html says Spanish), so a screen reader voices an English page in English, and a
 * search engine files it so, before any script runs.
 */
function withRootAttributes(html: string, scheme: 'light' | 'dark', locale: Locale): string {
  return html.replace(
    /<html\b([^>]*?)\s+lang="[^"]*"|<html\b/,
    (_match, rest: string | undefined) =>
      `<html data-mantine-color-scheme="${scheme}"${rest ?? ''} lang="${locale.slice(0, 2)}"`,
  );
}
