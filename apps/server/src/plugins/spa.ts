import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSpaPage, NOT_FOUND_PAGE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../lib/messages';

/** The index.html of a client route, and whether what it names exists (a product that does not: 404). */
export interface SpaPage {
  html: string;
  found: boolean;
}

export interface SpaOptions {
  /** Gives the index.html for a client route, e.g. with that page's title and meta tags for crawlers. */
  pageHtml?: (request: FastifyRequest, indexHtml: string) => Promise<SpaPage>;
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached, and every non-API
 * path answered with `index.html` so that client routes survive a reload. The status tells the truth: 200 for a
 * page the app has, 404 (with the app, which shows its 'Page Not Found') for any other path or a missing record.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const dist = app.config.webDist;
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (dist && indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text asset.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!url.startsWith('/api/') && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      let page: SpaPage = { html: indexHtml, found: true };
      try {
        if (options.pageHtml) page = await options.pageHtml(request, indexHtml);
      } catch (error) {
        // The page still works without its tags: the app renders it from the API.
        request.log.error(error);
      }
      const exists = page.found && isSpaPage(url) && url.toLowerCase() !== NOT_FOUND_PAGE;
      return reply
        .status(exists ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return reply.status(404).send({ message: translate('route_not_found', request.locale, { path: url }) });
  });
});
