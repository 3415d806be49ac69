import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { LOCALE_COOKIE, type Locale, SERVER_STATE_ID, SESSION_COOKIE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageLocale } from '../lib/locale';
import { CART_COOKIE } from '../modules/cart';
import { type BuildManifest, deferScripts, preloadLinks } from './page-assets';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/): renders a storefront page to
 * HTML with its data (decision 016). Declared here by shape: the server does not compile the web app's code.
 */
interface PageRenderer {
  render(page: {
    url: string;
    cookies: string;
    locale: Locale;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | { kind: 'page'; status: number; body: Readable; state: string; modules: string[]; styled: string[] }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
  >;
}

export async function loadPageRenderer(file: string): Promise<PageRenderer> {
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The API as the request being rendered calls it: its cookies (session, language, coin) and its address, through
 * the same routes, checks and kept replies as a browser's call, without leaving the process. Reads only.
 */
export function apiAs(app: FastifyInstance, request: FastifyRequest, cookies: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page render only reads: ${init.method} ${url}`);
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        cookie: cookies,
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

const ROOT = '<div id="root"></div>';

export type RenderedHtml =
  | { kind: 'page'; status: number; html: Readable }
  | { kind: 'redirect'; status: number; location: string }
  | null;

/**
 * `indexHtml` (with the page's head already in it) around the markup the app renders for this request, and the data
 * it rendered with in a JSON block; null when the page is the browser's to render.
 */
export async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  indexHtml: string,
  manifest?: BuildManifest,
): Promise<RenderedHtml> {
  const at = indexHtml.indexOf(ROOT);
  if (at < 0) return null;
  // The app speaks the language of the `locale` cookie, else Spanish, whatever the browser prefers (SPEC §7): so do
  // the page and the API replies it is rendered from, or the browser would find another page than the one it got.
  const locale = pageLocale(request);
  const given = request.headers.cookie ?? '';
  const cookies =
    request.cookies[LOCALE_COOKIE] === locale
      ? given
      : `${given ? `${given}; ` : ''}${LOCALE_COOKIE}=${locale}`;
  const rendered = await renderer.render({
    url: `${request.protocol}://${request.host}${request.url}`,
    cookies,
    locale,
    fetch: apiAs(app, request, cookies),
  });
  if (rendered.kind === 'browser') return null;
  if (rendered.kind === 'redirect') return rendered;
  const links = manifest ? preloadLinks(manifest, rendered.modules, indexHtml, rendered.styled) : '';
  const { head, boot } = deferScripts(indexHtml.slice(0, at).replace('</head>', `${links}</head>`));
  const before = `${head}<div id="root">`;
  const after = `</div><script type="application/json" id="${SERVER_STATE_ID}">${rendered.state}</script>${boot}${indexHtml.slice(at + ROOT.length)}`;
  const html = Readable.from(
    (async function* () {
      yield before;
      for await (const chunk of rendered.body) yield chunk;
      yield after;
    })(),
  );
  return { kind: 'page', status: rendered.status, html };
}

/**
 * A page rendered for a signed-in person shows their name and prices, and one rendered for a visitor's cart cookie
 * shows their cart (the cookie outlives the session: a visitor back after a week has no session, but a cart): no
 * shared cache may keep either.
 */
export const isPersonal = (request: FastifyRequest) =>
  Boolean(request.cookies[SESSION_COOKIE] || request.cookies[CART_COOKIE]);
