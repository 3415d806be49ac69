import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/contracts';
import { type DehydrateOptions, defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { ACCOUNT_PATH, OFFICE_PATH, type PageHandle, routes } from './app/router';
import { PageLoader } from './components/page-loader';
import { isRefusal } from './lib/api-client';
import { addNumberFormat, FIRST_LOAD_LANGUAGE, i18n, SHELL_NAMESPACES } from './lib/i18n';
import { queryClientContext, serverRenderContext } from './lib/prime';
import { createQueryClient } from './lib/query-client';
import { type RequestEnv, setRequestEnv } from './lib/request-env';
import { serializeServerState } from './server-state';

/** The page the server is asked for, as the browser asked for it. */
export interface PageRequest {
  /** The absolute URL of the page. */
  url: string;
  /** The request's Cookie header: the language, the coin and the session the page is rendered for. */
  cookies: string;
  locale: Locale;
  /** Calls the API as this request (its cookies, its address), without leaving the process. */
  fetch: RequestEnv['fetch'];
}

export type RenderedPage =
  /** Server-rendered: the markup of #root, streamed, and the JSON the browser hydrates from. */
  | {
      kind: 'page';
      status: number;
      body: Readable;
      state: string;
      /** Preloaded with the page: the code it hydrates with and its styles. */
      modules: string[];
      /** Parts whose HTML the page has but whose code waits until they near the screen: their styles only. */
      styled: string[];
    }
  /** A loader sent the browser elsewhere. */
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders itself (the back office, errors): index.html as it is. */
  | { kind: 'browser' };

// Every language's words at hand: a page is rendered at once, in the language of its request.
const files = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/offline-page.json'],
  {
    eager: true,
    import: 'default',
  },
);
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, words] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  resources[language] ??= {};
  resources[language][namespace] = words;
}
const ready = i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
addNumberFormat(i18n);

// The cookies and the API of the request being rendered, for the code that reads them (lib/request-env.ts).
const current = new AsyncLocalStorage<RequestEnv>();
setRequestEnv({
  fetch: (url, init) => {
    const env = current.getStore();
    if (!env) throw new Error(`API call outside a server render: ${url}`);
    return env.fetch(url, init);
  },
  cookies: () => current.getStore()?.cookies() ?? '',
});

const handler = createStaticHandler(routes);

/**
 * The queries handed to the browser: those answered, and those the API refused (a category gone, a filter it cannot
 * read), so that the page hydrates with the refusal its HTML shows rather than asking again (lib/refusal-on-mount.ts).
 */
const handedOver: DehydrateOptions = {
  shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isRefusal(query.state.error),
};

const isMissingPage = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

const handles = (url: URL) =>
  (matchRoutes(routes, url.pathname) ?? []).map((match) => (match.route.handle ?? {}) as PageHandle);

/** Only routes marked `handle: { serverRender: true }` (the storefront's public pages) are rendered here. */
function isServerRendered(url: URL): boolean {
  const { pathname } = url;
  return (
    !ACCOUNT_PATH.test(pathname) && !OFFICE_PATH.test(pathname) && handles(url).at(-1)?.serverRender === true
  );
}

/**
 * The modules the browser needs to hydrate the page, as the build manifest names them: the matched routes' code and
 * the words they load, so that the HTML preloads them instead of the browser finding them one after another. A lazy
 * part of the screen comes with them where the page opens on it; elsewhere only its styles do (decision 071).
 */
function pageModules(url: URL, locale: Locale): { modules: string[]; styled: string[] } {
  const matched = handles(url);
  const namespaces = new Set([...SHELL_NAMESPACES, ...matched.flatMap((h) => h.namespaces ?? [])]);
  const parts = matched.flatMap((h) => h.parts ?? []);
  return {
    modules: [
      ...matched.flatMap((h) => (h.source ? [h.source] : [])),
      ...parts.filter((part) => part.opensOn(url)).map((part) => part.source),
      ...[...namespaces].map((ns) => `src/locales/${locale}/${ns}.json`),
      // The list of another language's words (lib/i18n.ts), which the page's words are found through.
      ...(locale === FIRST_LOAD_LANGUAGE ? [] : ['src/lib/other-language-words.ts']),
    ],
    styled: parts.filter((part) => !part.opensOn(url)).map((part) => part.source),
  };
}

export async function render(page: PageRequest): Promise<RenderedPage> {
  const url = new URL(page.url);
  if (!isServerRendered(url)) return { kind: 'browser' };
  await ready;
  const env: RequestEnv = { fetch: page.fetch, cookies: () => page.cookies };
  return current.run(env, async () => {
    const client = createQueryClient();
    const context = await handler.query(new Request(url, { headers: { cookie: page.cookies } }), {
      requestContext: new RouterContextProvider(
        new Map<Parameters<RouterContextProvider['set']>[0], unknown>([
          [queryClientContext, client],
          [serverRenderContext, true],
        ]),
      ),
    });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser' };
    }
    // A missing page (a product gone) is rendered with the store's header and footer around its 404, so that it reads
    // before any script runs; any other error is left to the browser, which shows it as it does after a navigation.
    if (context.errors && !Object.values(context.errors).every(isMissingPage)) return { kind: 'browser' };

    const state = serializeServerState({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(client, handedOver),
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    const words = i18n.cloneInstance({ lng: page.locale });
    const body = await new Promise<Readable>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <I18nextProvider i18n={words}>
            <Providers client={client}>
              <Suspense fallback={<PageLoader />}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </Suspense>
            </Providers>
          </I18nextProvider>
        </StrictMode>,
        {
          // Whole pages: a crawler or a browser without JavaScript reads every product, not a skeleton.
          onAllReady() {
            const out = new PassThrough();
            stream.pipe(out);
            resolve(out);
          },
          onShellError: reject,
          // Every boundary in place, none moved there by an inline script: the page reads without JavaScript,
          // and the content security policy (no inline scripts) holds.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
    });
    return { kind: 'page', status: context.statusCode, body, state, ...pageModules(url, page.locale) };
  });
}
