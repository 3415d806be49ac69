import { createBrowserRouter, type HydrationState, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { BROWSE_CONTROLS_PART, opensOnCatalogue } from '../features/catalog/lib/browse-controls-part';
import { storefrontCoinsQuery } from '../lib/coin';
import { contentIndexQuery } from '../lib/content-index';
import { currentUserQuery } from '../lib/current-user';
import { faviconQuery } from '../lib/favicon';
import { pickupPointsQuery } from '../lib/pickup-points';
import { prime } from '../lib/prime';
import { shippingOptionsQuery } from '../lib/shipping-options';
import { storeContactsQuery } from '../lib/store-contacts';
import { storeIdentityQuery } from '../lib/store-identity';
import { ErrorPage, notFoundLoader } from './error-page';
import { guard } from './guards';
import { navigationMiddleware } from './navigation-middleware';
import { RootShell } from './root-shell';
import { screens, withWords } from './route-helpers';

/** The id of the route under which the back office's screens are added (admin-routes.tsx). */
export const ADMIN_SCREENS = 'admin-screens';
/** The id of the route under which the back office's screens outside /admin are added (admin-routes.tsx). */
export const OFFICE_SCREENS = 'office-screens';
/**
 * The back office's screens SPEC §2 names outside /admin (/ExchangeRates, /Products/Index, /Products/Create and
 * /Products/{slug}/edit, /Distribution): they join the table as /admin's do, and the server leaves them to the browser.
 */
export const OFFICE_PATH = /^\/(exchangerates|distribution|products\/(index|create|[^/]+\/edit))(\/|$)/i;
/** The id of the route under which signing in and registering are added (guest-routes.tsx). */
export const GUEST_SCREENS = 'guest-screens';
/** The paths of signing in and registering, which join the table in the browser (guest-routes.tsx). */
export const GUEST_PATH = /^\/auth\//i;
/** The id of the route under which the signed-in shopper's screens are added (account-routes.tsx). */
export const ACCOUNT_SCREENS = 'account-screens';
/**
 * The paths of the signed-in shopper's screens, which join the table in the browser: the server's table lacks them,
 * and would take `/Profile` or `/checkout` for one of the shop's pages by its address (entry-server.tsx).
 */
export const ACCOUNT_PATH =
  /^\/(profile|orders|payment_shopping_card|checkout|shopping-card-info|products\/(review\/write|successpage))(\/|$)/i;

/**
 * The storefront's public pages: rendered to HTML on the server with their data, then hydrated (decision 016). Each
 * one's loader `prime`s the queries its screen reads.
 */
function serverRendered<M>(source: string, load: () => Promise<M>, ...namespaces: string[]) {
  const handle: PageHandle = { serverRender: true, source, namespaces };
  return { handle, lazy: withWords(load, ...namespaces) };
}

/**
 * What the server reads off a matched route (decision 016): whether it renders the page, and the module (its path
 * in apps/web, as the build manifest names it) and words whose files the page's HTML preloads.
 */
export interface PageHandle {
  serverRender?: boolean;
  source?: string;
  namespaces?: string[];
  /** Lazy parts of the screen the server renders (decision 071): their code is preloaded where the page opens on them. */
  parts?: LazyPart[];
}

interface LazyPart {
  source: string;
  opensOn: (url: URL) => boolean;
}

/** The catalogue's filters and sort, at the top of a search's results and of the offers, below the front's sections. */
const browseControls = (opensOn: LazyPart['opensOn']): LazyPart[] => [
  { source: BROWSE_CONTROLS_PART, opensOn },
];
/**
 * The front's contact form, last of its sections: its code waits until it nears the screen; its styles come with the
 * page, or the field that traps bots ("No rellenes este campo") shows until then, and always without JavaScript.
 */
const HOME_CONTACT: LazyPart = { source: 'src/app/home-contact.tsx', opensOn: () => false };
const storeFront = serverRendered(
  'src/app/store-front.tsx',
  () => import('./store-front'),
  'store',
  'catalog',
);
const offers = serverRendered(
  'src/features/catalog/routes/offers-page.tsx',
  () => import('../features/catalog/routes/offers-page'),
  'catalog',
);

/**
 * Every screen of the app. Layouts and screens are lazy chunks: the storefront never downloads back-office code.
 * Route modules export `Component`; access rules are the `guard(...)` loaders (SPEC §2 and §6). Paths match
 * case-insensitively (react-router's default), so /auth/login is /Auth/Login.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    middleware: [navigationMiddleware],
    // Every page's header shows who is signed in, the coin prices are in and the shop's name, logo and colour; its tab
    // shows the shop's icon (read with the page, not fetched again once it has painted).
    loader: ({ context }) =>
      prime(context, [currentUserQuery, storefrontCoinsQuery, storeIdentityQuery, faviconQuery]),
    children: [
      // SPEC §2 "/ redirects to /store": on the server too, so that the address people type answers with the shop's
      // first page rendered rather than an empty page whose script then goes there. A campaign's query goes along.
      {
        path: '/',
        handle: { serverRender: true } satisfies PageHandle,
        loader: ({ request }) => redirect(`/store${new URL(request.url).search}`),
      },
      {
        handle: { source: 'src/app/layouts/store-layout.tsx' } satisfies PageHandle,
        // The footer links to the shop's own pages, says how to reach it, where to pick orders up and how to pay: in the
        // page's HTML, so that it is whole without JavaScript and does not grow when it comes alive.
        loader: ({ context }) =>
          prime(context, [contentIndexQuery, storeContactsQuery, pickupPointsQuery, shippingOptionsQuery]),
        lazy: () => import('./layouts/store-layout'),
        children: screens([
          {
            path: 'store',
            ...storeFront,
            handle: {
              ...storeFront.handle,
              parts: [...browseControls((url) => opensOnCatalogue(url.searchParams)), HOME_CONTACT],
            },
          },
          {
            path: 'Offers',
            ...offers,
            handle: { ...offers.handle, parts: browseControls(() => true) },
          },
          {
            path: 'Products/:product',
            ...serverRendered(
              'src/features/catalog/routes/product-page.tsx',
              () => import('../features/catalog/routes/product-page'),
              'catalog',
              'product',
            ),
          },
          {
            path: 'Products/Review/Read/:product',
            ...serverRendered(
              'src/features/reviews/routes/read-page.tsx',
              () => import('../features/reviews/routes/read-page'),
              'reviews',
            ),
          },
          {
            path: 'info',
            ...serverRendered(
              'src/features/content/routes/info-page.tsx',
              () => import('../features/content/routes/info-page'),
              'content',
            ),
          },
          {
            path: 'information/:page',
            ...serverRendered(
              'src/features/content/routes/content-page.tsx',
              () => import('../features/content/routes/content-page'),
              'content',
            ),
          },
          {
            path: 'Frequent-Ask',
            ...serverRendered(
              'src/features/content/routes/faq-page.tsx',
              () => import('../features/content/routes/faq-page'),
              'content',
            ),
          },
          {
            path: 'Contact-Us',
            ...serverRendered(
              'src/features/content/routes/contact-page.tsx',
              () => import('../features/content/routes/contact-page'),
              'content',
            ),
          },
          {
            path: 'blog',
            ...serverRendered(
              'src/features/blog/routes/blog-page.tsx',
              () => import('../features/blog/routes/blog-page'),
              'blog',
            ),
          },
          {
            path: 'blog/:blog',
            ...serverRendered(
              'src/features/blog/routes/blog-post-page.tsx',
              () => import('../features/blog/routes/blog-post-page'),
              'blog',
            ),
          },
          {
            path: 'Cart',
            ...serverRendered(
              'src/features/cart/routes/cart-page.tsx',
              () => import('../features/cart/routes/cart-page'),
              'cart',
            ),
          },
          {
            path: 'Cart/share-cart/:encoded',
            ...serverRendered(
              'src/features/cart/routes/shared-cart-page.tsx',
              () => import('../features/cart/routes/shared-cart-page'),
              'cart',
            ),
          },
          { path: '404', loader: notFoundLoader },
          // SPEC §2's catch-all slug route: one of the shop's own pages by its address, the policy pages among them
          // (/return-policy, /shipment-policy, /warranty-policy, /terms-conditions); any other address is the 404.
          {
            path: ':slug',
            ...serverRendered(
              'src/features/content/routes/content-page.tsx',
              () => import('../features/content/routes/content-page'),
              'content',
            ),
          },
          { path: '*', loader: notFoundLoader },
        ]),
      },
      {
        lazy: () => import('./layouts/guest-layout'),
        // Signing in and registering join on the first visit of one of their paths (guest-routes.tsx).
        children: [{ id: GUEST_SCREENS, ErrorBoundary: ErrorPage, children: [] }],
      },
      {
        lazy: () => import('./layouts/no-drawer-layout'),
        // The signed-in shopper's screens (profile, orders, cards, checkout, reviews) join on the first visit of one
        // of their paths (account-routes.tsx), so that the storefront's first load does not carry their table.
        children: [{ id: ACCOUNT_SCREENS, ErrorBoundary: ErrorPage, children: [] }],
      },
      {
        path: 'admin',
        loader: guard(['auth']),
        lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
        // The back office's screens are added when a path under /admin is first visited (admin-routes.tsx): the
        // storefront's first load does not carry their table.
        children: [
          {
            id: ADMIN_SCREENS,
            ErrorBoundary: ErrorPage,
            children: [
              { index: true, lazy: () => import('./admin-home') },
              { path: '*', loader: notFoundLoader },
            ],
          },
        ],
      },
      // The back office's screens SPEC §2 names outside /admin join here on the first visit of one of them.
      { id: OFFICE_SCREENS, children: [] },
    ],
  },
];

/**
 * The screens that join the table in the browser on the first visit of one of their paths, under the route of that id
 * (the first load does not carry their table): signing in, the signed-in shopper's, and the back office's, under /admin
 * (there the admin '*' route matches first) and outside it.
 */
const LATER_SCREENS: Array<{ id: string; path: RegExp; load: () => Promise<RouteObject[]> }> = [
  { id: GUEST_SCREENS, path: GUEST_PATH, load: async () => (await import('./guest-routes')).guestScreens },
  {
    id: ACCOUNT_SCREENS,
    path: ACCOUNT_PATH,
    load: async () => (await import('./account-routes')).accountScreens,
  },
  { id: OFFICE_SCREENS, path: OFFICE_PATH, load: async () => (await import('./admin-routes')).officeScreens },
  {
    id: ADMIN_SCREENS,
    path: /^\/admin(\/|$)/i,
    load: async () => (await import('./admin-routes')).adminScreens,
  },
];

/** The browser's router; `hydrationData` is what the server rendered the page with (entry-server.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  const added = new Set<string>();
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      for (const screens of LATER_SCREENS) {
        if (added.has(screens.id) || !screens.path.test(path)) continue;
        const children = await screens.load();
        // Two navigations may have loaded them at once: they join once.
        if (added.has(screens.id)) continue;
        added.add(screens.id);
        patch(screens.id, children);
      }
    },
  });
}
