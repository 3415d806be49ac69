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
  /** SPEC §2's catch-all slug route: one of the shop's own pages (the policy pages are four of them). */
  '/:slug',
  '/Products/:product',
  '/Cart',
  '/Cart/share-cart/:encoded',
  '/Auth/Login',
  '/Auth/Register',
  '/Auth/ForgotPassword',
  '/Auth/ResetPassword',
  '/Auth/ConfirmPassword',
  '/Auth/VerifyEmail',
  '/Profile',
  '/Profile/Orders',
  '/Profile/Beneficiaries',
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
  '/admin/products/:slug/edit',
  '/admin/orders',
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
  '/admin/banners',
  '/admin/banners/create',
  '/admin/banners/:id',
  '/admin/testimonials',
  '/admin/point_of_sales',
  '/admin/point_of_sales/create',
  '/admin/point_of_sales/:id',
  '/admin/order_status',
  '/admin/order_status/create',
  '/admin/order_status/:id',
  '/ExchangeRates',
  '/ExchangeRates/Index',
  '/ExchangeRates/Create',
  '/ExchangeRates/CreateBatch',
  '/ExchangeRates/Edit/:id',
  '/Products/Index',
  '/Products/Create',
  '/Products/:slug/edit',
] as const;

/** The app's own "Page Not Found" page (SPEC §2 /404): shown with status 404 too. */
export const NOT_FOUND_PAGE = '/404';

const compiled = SPA_PAGE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean));

/** Whether the web app has a page at this path (query and trailing slash ignored). */
export function isSpaPage(path: string): boolean {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  return compiled.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every(
        (part, i) => part.startsWith(':') || part.toLowerCase() === (segments[i] ?? '').toLowerCase(),
      ),
  );
}
