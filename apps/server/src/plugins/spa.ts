import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  AUTH_PATHS,
  matchSpaPage,
  NOT_FOUND_PAGE,
  SESSION_COOKIE,
  sendsVisitorsToSignIn,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { translate } from '../lib/messages';
import { readBuildManifest } from './page-assets';
import { apiAs, isPersonal, loadPageRenderer, renderPage } from './page-render';
import { recordFound } from './record-pages';

/** The page of the app at this path, if it has one other than its own 'Page Not Found'. */
function pageAt(url: string) {
  const match = matchSpaPage(url);
  return match && url.toLowerCase() !== NOT_FOUND_PAGE ? match : undefined;
}

/** How much of an unknown API path a 404 repeats. */
const PATH_SHOWN = 200;

/** Whether the request's cookies are a signed-in session (without one, no question is asked). */
async function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!request.cookies[SESSION_COOKIE]) return false;
  const reply = await apiAs(app, request, request.headers.cookie ?? '')(`/api${AUTH_PATHS.user}`, {});
  return reply.status === 200;
}

/** The index.html of a client route, and whether what it names exists (a product that does not: 404). */
export interface SpaPage {
  html: string;
  found: boolean;
}

export interface SpaOptions {
  /** The web app's server entry (dist-server/entry-server.js): storefront pages are rendered on the server. */
  renderer?: string;
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
      // The manifest is served with the shop's own name (modules/storefront/seo/web-manifest.ts).
      globIgnore: ['manifest.webmanifest', 'manifest.webmanifest.*'],
      // The build writes .br and .gz copies of every text asset.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The path as it was asked for (lib/undecodable-path.ts may have rewritten what the router saw), its first
  // PATH_SHOWN characters: a stranger's 5,000-character path is not worth repeating whole.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const asked = request.originalUrl.split('?')[0] ?? '/';
    return reply.status(404).send({
      message: translate('route_not_found', request.locale, {
        path: asked.length > PATH_SHOWN ? `${asked.slice(0, PATH_SHOWN)}…` : asked,
      }),
    });
  };

  // A path some route or page takes, asked for with another method: 405 and the methods it takes (OPTIONS asks
  // for just those), rather than a 404 that says the path does not exist (decision 075).
  const pageMethods = (request: FastifyRequest): string[] => {
    const url = request.url.split('?')[0] ?? '/';
    return indexHtml && !url.startsWith('/api/') && pageAt(url) ? ['GET', 'HEAD'] : [];
  };
  const unmatched = async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = [...new Set([...app.allowedMethods(request), ...pageMethods(request)])];
    // A route that takes this very method and still sent it here has nothing to give: a built file served at start and
    // gone since (a new build under the running server). A 405 naming the method asked would contradict itself.
    if (!allowed.length || allowed.includes(request.method)) return notFound(request, reply);
    reply.header('allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return reply.status(204).send();
    throw new HttpError(405, 'method_not_allowed');
  };

  const renderer = indexHtml && options.renderer ? await loadPageRenderer(options.renderer) : undefined;
  const manifest = renderer && dist ? readBuildManifest(dist) : undefined;

  if (indexHtml) {
    // A route rather than the not-found handler, so that route hooks (compression) apply to the pages too.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/')) return unmatched(request, reply);
      let page: SpaPage = { html: indexHtml, found: true };
      try {
        if (options.pageHtml) page = await options.pageHtml(request, indexHtml);
      } catch (error) {
        // The page still works without its tags: the app renders it from the API.
        request.log.error(error);
      }
      const match = pageAt(url);
      const known = match !== undefined;
      const exists = page.found && known && (await recordFound(app, request, match));
      // A visitor asking for an account or back-office page is sent to sign in, and back here after, by the server
      // as the app's guard would after loading: the status says so, and no app starts only to leave.
      if (exists && sendsVisitorsToSignIn(match.pattern) && !(await signedIn(app, request)))
        return reply.redirect(`/Auth/Login?redirect=${encodeURIComponent(request.url)}`, 302);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', isPersonal(request) ? 'private, no-store' : 'no-cache');
      // A page whose record is missing (a product gone) is rendered too, as the 404 its screen says it is: the shop's
      // header and footer around "Página no encontrada", readable before any script runs.
      if (renderer && known) {
        try {
          const rendered = await renderPage(app, renderer, request, page.html, manifest);
          if (rendered?.kind === 'redirect' && exists)
            return reply.redirect(rendered.location, rendered.status);
          if (rendered?.kind === 'page' && (exists || rendered.status === 404))
            return reply.status(rendered.status).send(rendered.html);
        } catch (error) {
          // The browser renders the page itself, as it does after a navigation.
          request.log.error(error);
        }
      }
      return reply.status(exists ? 200 : 404).send(page.html);
    });
  }

  app.setNotFoundHandler(unmatched);
});
