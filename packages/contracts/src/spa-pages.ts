import { RESERVED_PAGE_SLUGS } from './content-constants';

/** The signed-in shopper's pages: the account, its orders and cards, checkout. */
const ACCOUNT_PAGES = [
  '/Profile',
  '/Profile/Orders',
  '/Profile/Beneficiaries',
  '/Profile/Reservations',
  '/orders/:order/show',
  '/orders/:order/success-page',
  '/orders/:order/error-page',
  '/orders/:order/redirect-page',
  '/payment_shopping_card/:order',
  '/Profile/shopping_card',
  '/Profile/shopping_card/:id',
  '/Profile/shopping_card/recharge/:id',
  '/shopping-card-info',
  '/checkout',
] as const;

/** The back-office screens SPEC §2 names outside /admin. */
const OFFICE_PAGES = [
  '/Distribution',
  '/Distribution/Index',
  '/ExchangeRates',
  '/ExchangeRates/Index',
  '/ExchangeRates/Create',
  '/ExchangeRates/CreateBatch',
  '/ExchangeRates/Edit/:id',
  '/Products/Index',
  '/Products/Create',
  '/Products/:slug/edit',
] as const;

/**
 * Every page of the web app, as its router (apps/web/src/app/router.tsx) declares it: the server answers any other
 * path with the app's 404 page and HTTP status 404 (issue 11: statuses tell the truth). The router's test keeps
 * this list equal to the router's own table. Matching is case-insensitive, as in the router; `:name` is one
 * segment.
 */
export const SPA_PAGE_PATTERNS = [
  '/',
  '/store',
  '/Offers',
  '/info',
  '/information/:page',
  '/Frequent-Ask',
  '/Contact-Us',
  '/blog',
  '/blog/:blog',
  /** SPEC §2's catch-all slug route: one of the shop's own pages (the policy pages are four of them). */
  '/:slug',
  '/Products/:product',
  '/Products/Review/Read/:product',
  '/Products/Review/Write/:product',
  '/Products/SuccessPage',
  '/Profile/Reviews',
  '/Cart',
  '/Cart/share-cart/:encoded',
  '/Auth/Login',
  '/Auth/Register',
  '/Auth/ForgotPassword',
  '/Auth/ResetPassword',
  '/Auth/ConfirmPassword',
  '/Auth/VerifyEmail',
  ...ACCOUNT_PAGES,
  '/admin',
  '/admin/users',
  '/admin/users/create',
  '/admin/users/:id',
  '/admin/roles',
  '/admin/roles/Create',
  '/admin/roles/:id',
  '/admin/coins',
  '/admin/coins/create',
  '/admin/coins/:id',
  '/admin/exchangeRates',
  '/admin/exchangeRates/Create',
  '/admin/exchangeRates/CreateBatch',
  '/admin/exchangeRates/Edit/:id',
  '/admin/categories',
  '/admin/categories/create',
  '/admin/categories/:id',
  '/admin/brands',
  '/admin/units',
  '/admin/attributes',
  '/admin/attributes/create',
  '/admin/attributes/:id',
  '/admin/products',
  '/admin/products/list',
  '/admin/products/Create',
  '/admin/products/import',
  '/admin/products/price-changes',
  '/admin/products/:slug/edit',
  '/admin/orders',
  '/admin/orders/new',
  '/admin/orders/picking',
  '/admin/orders/:order/show',
  '/admin/gift_Cards',
  '/admin/gift_Cards/create',
  '/admin/gift_Cards/:id',
  '/admin/shopping_card/:id',
  '/admin/shopping_card',
  '/admin/sales_buy_card',
  '/admin/settings/Generals',
  '/admin/settings/Customization',
  '/admin/settings/History',
  '/admin/settings/Information',
  '/admin/settings/Information/create',
  '/admin/settings/Information/:id',
  '/admin/settings/FrequentAsks',
  '/admin/contacts',
  '/admin/combos',
  '/admin/services',
  '/admin/invoices',
  '/admin/invoices/Create',
  '/admin/invoices/:id',
  '/admin/discounts',
  '/admin/discounts/Create',
  '/admin/discounts/:id',
  '/admin/offers',
  '/admin/offers/Create',
  '/admin/offers/:id',
  '/admin/banners',
  '/admin/banners/create',
  '/admin/banners/:id',
  '/admin/testimonials',
  '/admin/reservations',
  '/admin/distribution_movements',
  '/admin/distribution_movements/:id',
  '/admin/reports/sale',
  '/admin/reports/inventory',
  '/admin/reports/movements',
  '/admin/reports/soldProduct',
  '/admin/reports/unify_sale',
  '/admin/reports/orders',
  '/admin/reports/salesaccounting',
  '/admin/reports/catalog',
  '/admin/analytics/Visits',
  '/admin/analytics/Login',
  '/admin/analytics/MostSold',
  '/admin/analytics/Sales',
  '/admin/reviews',
  '/admin/criterias',
  '/admin/blogs/posts',
  '/admin/blogs/posts/create',
  '/admin/blogs/posts/:id',
  '/admin/blogs/categories',
  '/admin/blogs/categories/create',
  '/admin/blogs/categories/:id',
  '/admin/blogs/keywords',
  '/admin/blogs/keywords/create',
  '/admin/blogs/keywords/:id',
  '/admin/point_of_sales',
  '/admin/point_of_sales/create',
  '/admin/point_of_sales/:id',
  '/admin/order_status',
  '/admin/order_status/create',
  '/admin/order_status/:id',
  ...OFFICE_PAGES,
] as const;

/** Pages outside /admin whose first route guard is `auth`: the account's, checkout, the back office's others. */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set([
  '/Auth/ConfirmPassword',
  '/Profile/Reviews',
  '/Products/Review/Write/:product',
  '/Products/SuccessPage',
  ...ACCOUNT_PAGES,
  ...OFFICE_PAGES,
]);

/**
 * Whether the app sends a visitor who is not signed in from this page to sign in (`/Auth/Login?redirect=…`): every
 * page of the back office and of the account. The server answers a request without a session so at once, before any
 * script (issue 11: statuses tell the truth); the router's test keeps this equal to what the route guards do.
 */
export const sendsVisitorsToSignIn = (pattern: SpaPagePattern) =>
  pattern === '/admin' || pattern.startsWith('/admin/') || SIGN_IN_PAGES.has(pattern);

/** The app's own "Page Not Found" page (SPEC §2 /404): shown with status 404 too. */
export const NOT_FOUND_PAGE = '/404';

export type SpaPagePattern = (typeof SPA_PAGE_PATTERNS)[number];

const compiled = SPA_PAGE_PATTERNS.map((pattern) => ({
  pattern,
  parts: pattern.split('/').filter(Boolean),
  // A path that two patterns fit is the one with more fixed segments, as the router ranks them
  // ('/admin/users/create' before '/admin/users/:id').
  fixed: pattern.split('/').filter((part) => part && !part.startsWith(':')).length,
}));

export interface SpaPageMatch {
  pattern: SpaPagePattern;
  /** The `:name` segments as the path gives them (not decoded). */
  params: Record<string, string>;
}

/** The page of the web app at this path (query and trailing slash ignored), with its parameters; undefined if none. */
export function matchSpaPage(path: string): SpaPageMatch | undefined {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  let best: (typeof compiled)[number] | undefined;
  for (const page of compiled) {
    if (page.parts.length !== segments.length) continue;
    const fits = page.parts.every(
      (part, i) => part.startsWith(':') || part.toLowerCase() === (segments[i] ?? '').toLowerCase(),
    );
    if (fits && (!best || page.fixed > best.fixed)) best = page;
  }
  // A first segment the app or the server answer themselves is never one of the shop's own pages (the content API
  // refuses such a slug): where the app has no page of its own there (/orders, /payment_shopping_card), none is.
  if (!best || (best.pattern === '/:slug' && RESERVED_PAGE_SLUGS.has((segments[0] ?? '').toLowerCase())))
    return undefined;
  const params: Record<string, string> = {};
  best.parts.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = segments[i] ?? '';
  });
  return { pattern: best.pattern, params };
}
