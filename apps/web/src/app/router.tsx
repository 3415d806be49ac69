import type { Permission } from '@shop/contracts';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { storefrontCoinsQuery } from '../lib/coin';
import { contentIndexQuery } from '../lib/content-index';
import { currentUserQuery } from '../lib/current-user';
import { i18n } from '../lib/i18n';
import { prime } from '../lib/prime';
import { storeContactsQuery } from '../lib/store-contacts';
import { storeIdentityQuery } from '../lib/store-identity';
import { ErrorPage, notFoundLoader } from './error-page';
import { guard } from './guards';
import { navigationMiddleware } from './navigation-middleware';
import { RootShell } from './root-shell';

/**
 * A layout's screens behind one error boundary, so that a failing screen shows the error page inside its
 * layout (header and navigation stay usable). A route without a component renders its children.
 */
function screens(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: ErrorPage, children }];
}

/** A screen's code and its words load together, instead of the words only once the screen renders. */
function withWords<M>(load: () => Promise<M>, ...namespaces: string[]) {
  return async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];
}

/** A back-office screen: its path, the guard mirroring its API permission, its module and its words. */
function adminScreen(
  path: string,
  loader: LoaderFunction,
  load: () => Promise<{ Component: ComponentType }>,
  ...namespaces: string[]
): RouteObject {
  return { path, loader, lazy: withWords(load, ...namespaces) };
}

/** Signed in and holding every permission; `withId` also 404s a route whose `:id` is not a positive integer. */
const can = (...permissions: Permission[]) => guard(['auth', 'permission'], { permissions });
const canWithId = (...permissions: Permission[]) =>
  guard(['auth', 'permission'], { permissions, params: { id: 'id' } });

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
}

const RATES_NS = 'admin-exchange-rates';

/**
 * SPEC §2 names the exchange-rate screens twice, /admin/exchangeRates/... and /ExchangeRates/...: the same
 * screens with the same permissions, both inside the admin layout. The list is the index under /admin and
 * /ExchangeRates/Index outside; SPEC's "Edit" is Edit/:id under both. Paths match case-insensitively, so
 * /admin/exchangeRates/create is /admin/exchangeRates/Create.
 */
function exchangeRateScreens(listPath: 'index' | 'Index'): RouteObject[] {
  const list = adminScreen(
    listPath,
    can('read_exchange_rate'),
    () => import('../features/admin-exchange-rates/routes/exchange-rates-list-page'),
    RATES_NS,
  );
  return [
    listPath === 'index' ? { index: true, loader: list.loader, lazy: list.lazy } : list,
    adminScreen(
      'Create',
      can('create_exchange_rate'),
      () => import('../features/admin-exchange-rates/routes/exchange-rate-create-page'),
      RATES_NS,
    ),
    adminScreen(
      'CreateBatch',
      can('create_exchange_rate'),
      () => import('../features/admin-exchange-rates/routes/exchange-rate-batch-page'),
      RATES_NS,
    ),
    adminScreen(
      'Edit/:id',
      canWithId('update_exchange_rate'),
      () => import('../features/admin-exchange-rates/routes/exchange-rate-edit-page'),
      RATES_NS,
    ),
  ];
}

const PRODUCTS_NS = 'admin-products';

/**
 * SPEC §2 names the product screens twice too: /admin/products/list, /Create and /{slug}/edit, and the public-path
 * /Products/Index, /Create and /{slug}/edit, with the same permissions and guards. The storefront's
 * /Products/{product} is not declared here: these static segments outrank it.
 */
function productScreens(prefix: '' | 'Products/', listPath: 'list' | 'Index'): RouteObject[] {
  return [
    adminScreen(
      `${prefix}${listPath}`,
      can('read_products'),
      () => import('../features/admin-products/routes/products-list-page'),
      PRODUCTS_NS,
    ),
    adminScreen(
      `${prefix}Create`,
      guard(['auth', 'check-create-product']),
      () => import('../features/admin-products/routes/product-create-page'),
      PRODUCTS_NS,
    ),
    adminScreen(
      `${prefix}:slug/edit`,
      guard(['auth', 'check-edit-product']),
      () => import('../features/admin-products/routes/product-edit-page'),
      PRODUCTS_NS,
    ),
  ];
}

/** SPEC §2 Orders: one order's pages, each behind the order-owner check (the server answers 404 for others). */
function orderScreens(): RouteObject[] {
  const pages = {
    show: () => import('../features/orders/routes/order-show-page'),
    'success-page': () => import('../features/orders/routes/order-success-page'),
    'error-page': () => import('../features/orders/routes/order-error-page'),
    'redirect-page': () => import('../features/orders/routes/order-redirect-page'),
  };
  return Object.entries(pages).map(([page, load]) => ({
    path: `orders/:order/${page}`,
    loader: guard(['auth', 'order-owner'], { params: { order: 'id' } }),
    lazy: withWords(load, 'orders'),
  }));
}

const CARDS_NS = 'shopping-cards';

/** SPEC §2 Profile and Public: the shopper's gift cards and the gift card page (registered users only). */
function shoppingCardScreens(): RouteObject[] {
  return [
    {
      path: 'Profile/shopping_card',
      loader: guard(['auth']),
      lazy: withWords(() => import('../features/shopping-cards/routes/my-cards-page'), CARDS_NS),
    },
    {
      path: 'Profile/shopping_card/:id',
      loader: guard(['auth'], { params: { id: 'id' } }),
      lazy: withWords(() => import('../features/shopping-cards/routes/card-page'), CARDS_NS),
    },
    {
      path: 'Profile/shopping_card/recharge/:id',
      loader: guard(['auth'], { params: { id: 'id' } }),
      lazy: withWords(() => import('../features/shopping-cards/routes/recharge-page'), CARDS_NS),
    },
    {
      path: 'shopping-card-info',
      loader: guard(['auth', 'check-shopping-card-info']),
      lazy: withWords(() => import('../features/shopping-cards/routes/card-info-page'), CARDS_NS),
    },
  ];
}

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
    // Every page's header shows who is signed in, the coin prices are in and the shop's name, logo and colour.
    loader: ({ context }) => prime(context, [currentUserQuery, storefrontCoinsQuery, storeIdentityQuery]),
    children: [
      { path: '/', loader: () => redirect('/store') },
      {
        handle: { source: 'src/app/layouts/store-layout.tsx' } satisfies PageHandle,
        // The footer links to the shop's own pages and says how to reach it.
        loader: ({ context }) => prime(context, [contentIndexQuery, storeContactsQuery]),
        lazy: () => import('./layouts/store-layout'),
        children: screens([
          {
            path: 'store',
            ...serverRendered('src/app/store-front.tsx', () => import('./store-front'), 'store', 'catalog'),
          },
          {
            path: 'Offers',
            ...serverRendered(
              'src/features/catalog/routes/offers-page.tsx',
              () => import('../features/catalog/routes/offers-page'),
              'catalog',
            ),
          },
          {
            path: 'Products/:product',
            ...serverRendered(
              'src/features/catalog/routes/product-page.tsx',
              () => import('../features/catalog/routes/product-page'),
              'catalog',
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
            path: 'Cart',
            lazy: withWords(() => import('../features/cart/routes/cart-page'), 'cart'),
          },
          {
            path: 'Cart/share-cart/:encoded',
            lazy: withWords(() => import('../features/cart/routes/shared-cart-page'), 'cart'),
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
        children: screens([
          {
            path: 'Auth/Login',
            loader: guard(['guest']),
            lazy: withWords(() => import('../features/auth/routes/login-page'), 'auth'),
          },
          {
            path: 'Auth/Register',
            loader: guard(['guest']),
            lazy: withWords(() => import('../features/auth/routes/register-page'), 'auth'),
          },
          {
            path: 'Auth/ForgotPassword',
            lazy: withWords(() => import('../features/auth/routes/forgot-password-page'), 'auth'),
          },
          {
            path: 'Auth/ResetPassword',
            lazy: withWords(() => import('../features/auth/routes/reset-password-page'), 'auth'),
          },
          {
            path: 'Auth/ConfirmPassword',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/auth/routes/confirm-password-page'), 'auth'),
          },
          {
            path: 'Auth/VerifyEmail',
            lazy: withWords(() => import('../features/auth/routes/verify-email-page'), 'auth'),
          },
        ]),
      },
      {
        lazy: () => import('./layouts/no-drawer-layout'),
        children: screens([
          {
            path: 'Profile',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/profile/routes/profile-page'), 'profile'),
          },
          {
            path: 'Profile/Orders',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/orders/routes/my-orders-page'), 'orders'),
          },
          {
            path: 'Profile/Beneficiaries',
            loader: guard(['auth']),
            lazy: withWords(
              () => import('../features/beneficiaries/routes/beneficiaries-page'),
              'beneficiaries',
            ),
          },
          ...orderScreens(),
          {
            path: 'payment_shopping_card/:order',
            loader: guard(['auth', 'order-owner'], { params: { order: 'id' } }),
            lazy: withWords(() => import('../features/orders/routes/pay-with-card-page'), 'orders'),
          },
          ...shoppingCardScreens(),
          {
            path: 'checkout',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/checkout/routes/checkout-page'), 'checkout'),
          },
        ]),
      },
      {
        path: 'admin',
        loader: guard(['auth']),
        lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
        children: screens([
          { index: true, lazy: () => import('./admin-home') },
          {
            path: 'users',
            loader: guard(['auth', 'permission'], { permissions: ['read_users'] }),
            lazy: withWords(() => import('../features/admin-users/routes/users-list-page'), 'admin-users'),
          },
          {
            path: 'users/create',
            loader: guard(['auth', 'permission'], { permissions: ['create_users'] }),
            lazy: withWords(() => import('../features/admin-users/routes/user-create-page'), 'admin-users'),
          },
          {
            path: 'users/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_users'], params: { id: 'id' } }),
            lazy: withWords(() => import('../features/admin-users/routes/user-edit-page'), 'admin-users'),
          },
          {
            path: 'roles',
            loader: guard(['auth', 'permission'], { permissions: ['read_roles'] }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/roles-list-page'),
              'admin-roles',
              'permissions',
            ),
          },
          {
            path: 'roles/Create',
            loader: guard(['auth', 'permission'], { permissions: ['create_roles'] }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/role-create-page'),
              'admin-roles',
              'permissions',
            ),
          },
          {
            path: 'roles/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_roles'], params: { id: 'id' } }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/role-edit-page'),
              'admin-roles',
              'permissions',
            ),
          },
          adminScreen(
            'coins',
            can('read_coins'),
            () => import('../features/admin-coins/routes/coins-list-page'),
            'admin-coins',
          ),
          adminScreen(
            'coins/create',
            can('create_coins'),
            () => import('../features/admin-coins/routes/coin-create-page'),
            'admin-coins',
          ),
          adminScreen(
            'coins/:id',
            guard(['auth', 'check-edit-coin'], { params: { id: 'id' } }),
            () => import('../features/admin-coins/routes/coin-edit-page'),
            'admin-coins',
          ),
          { path: 'exchangeRates', children: exchangeRateScreens('index') },
          adminScreen(
            'categories',
            can('read_categories'),
            () => import('../features/admin-categories/routes/categories-page'),
            'admin-categories',
          ),
          adminScreen(
            'categories/create',
            can('create_categories'),
            () => import('../features/admin-categories/routes/category-create-page'),
            'admin-categories',
          ),
          adminScreen(
            'categories/:id',
            canWithId('update_categories'),
            () => import('../features/admin-categories/routes/category-edit-page'),
            'admin-categories',
          ),
          adminScreen(
            'brands',
            can('read_attributes'),
            () => import('../features/admin-brands/routes/brands-page'),
            'admin-brands',
          ),
          adminScreen(
            'units',
            can('read_attributes'),
            () => import('../features/admin-units/routes/units-page'),
            'admin-units',
          ),
          adminScreen(
            'attributes',
            can('read_attributes'),
            () => import('../features/admin-attributes/routes/attributes-list-page'),
            'admin-attributes',
          ),
          adminScreen(
            'attributes/create',
            can('update_products'),
            () => import('../features/admin-attributes/routes/attribute-create-page'),
            'admin-attributes',
          ),
          adminScreen(
            'attributes/:id',
            canWithId('read_attributes', 'update_products'),
            () => import('../features/admin-attributes/routes/attribute-edit-page'),
            'admin-attributes',
          ),
          {
            path: 'products',
            children: [
              {
                index: true,
                loader: ({ request }) => redirect(`/admin/products/list${new URL(request.url).search}`),
              },
              ...productScreens('', 'list'),
            ],
          },
          adminScreen(
            'orders',
            can('read_orders'),
            () => import('../features/admin-orders/routes/orders-list-page'),
            'admin-orders',
          ),
          // SPEC §6 exempts this path from the permission redirect (the guard lets it through); the API still
          // answers 403 without read_orders, and the page shows that.
          adminScreen(
            'orders/:order/show',
            guard(['auth', 'permission'], { permissions: ['read_orders'], params: { order: 'id' } }),
            () => import('../features/admin-orders/routes/order-show-page'),
            'admin-orders',
          ),
          adminScreen(
            'gift_Cards',
            can('read_settings'),
            () => import('../features/admin-shopping-cards/routes/gift-cards-page'),
            'admin-shopping-cards',
            'shopping-cards',
          ),
          adminScreen(
            'gift_Cards/create',
            can('read_settings', 'update_settings'),
            () => import('../features/admin-shopping-cards/routes/gift-cards-page'),
            'admin-shopping-cards',
            'shopping-cards',
          ),
          // SPEC §2: editing a gift card has the guard check-edit-gift-card (update_settings); the card's page shows
          // its ledger to whoever reads the settings, and its switch asks update_settings on the server.
          adminScreen(
            'gift_Cards/:id',
            guard(['auth', 'check-edit-gift-card'], { params: { id: 'id' } }),
            () => import('../features/admin-shopping-cards/routes/card-ledger-page'),
            'admin-shopping-cards',
            'shopping-cards',
          ),
          adminScreen(
            'shopping_card/:id',
            canWithId('read_settings'),
            () => import('../features/admin-shopping-cards/routes/card-ledger-page'),
            'admin-shopping-cards',
            'shopping-cards',
          ),
          { path: 'shopping_card', loader: () => redirect('/admin/gift_Cards') },
          adminScreen(
            'sales_buy_card',
            can('read_orders'),
            () => import('../features/admin-shopping-cards/routes/card-sales-page'),
            'admin-shopping-cards',
          ),
          // SPEC §2 names this screen's guard check-notifications-settings (update_settings); reading the
          // settings is enough to open it, and saving asks for update_settings on the server and in the screen.
          adminScreen(
            'settings/Generals',
            can('read_settings'),
            () => import('../features/admin-settings/routes/settings-page'),
            'admin-settings',
          ),
          // SPEC §2 names this screen's guard check-customization-settings (SPEC §6: update_settings); the screen
          // reads the document too.
          adminScreen(
            'settings/Customization',
            guard(['auth', 'check-customization-settings', 'permission'], { permissions: ['read_settings'] }),
            () => import('../features/admin-settings/routes/customization-page'),
            'admin-settings',
          ),
          adminScreen(
            'banners',
            can('read_banners'),
            () => import('../features/admin-banners/routes/banners-list-page'),
            'admin-banners',
          ),
          adminScreen(
            'banners/create',
            can('read_banners', 'update_settings'),
            () => import('../features/admin-banners/routes/banner-create-page'),
            'admin-banners',
          ),
          adminScreen(
            'banners/:id',
            canWithId('read_banners', 'update_settings'),
            () => import('../features/admin-banners/routes/banner-edit-page'),
            'admin-banners',
          ),
          adminScreen(
            'testimonials',
            can('read_settings'),
            () => import('../features/admin-testimonials/routes/testimonials-page'),
            'admin-testimonials',
          ),
          adminScreen(
            'settings/History',
            can('read_settings'),
            () => import('../features/admin-settings/routes/settings-history-page'),
            'admin-settings',
          ),
          adminScreen(
            'settings/Information',
            can('read_settings'),
            () => import('../features/admin-content/routes/content-pages-list-page'),
            'admin-content',
          ),
          adminScreen(
            'settings/Information/create',
            can('read_settings', 'update_settings'),
            () => import('../features/admin-content/routes/content-page-create-page'),
            'admin-content',
          ),
          adminScreen(
            'settings/Information/:id',
            canWithId('read_settings', 'update_settings'),
            () => import('../features/admin-content/routes/content-page-edit-page'),
            'admin-content',
          ),
          adminScreen(
            'settings/FrequentAsks',
            can('read_settings'),
            () => import('../features/admin-content/routes/faqs-page'),
            'admin-content',
          ),
          adminScreen(
            'contacts',
            can('read_settings'),
            () => import('../features/admin-contacts/routes/contacts-page'),
            'admin-contacts',
          ),
          adminScreen(
            'point_of_sales',
            can('read_pos'),
            () => import('../features/admin-points-of-sale/routes/points-of-sale-list-page'),
            'admin-points-of-sale',
          ),
          adminScreen(
            'point_of_sales/create',
            can('read_pos', 'update_settings'),
            () => import('../features/admin-points-of-sale/routes/point-of-sale-create-page'),
            'admin-points-of-sale',
          ),
          adminScreen(
            'point_of_sales/:id',
            canWithId('read_pos', 'update_settings'),
            () => import('../features/admin-points-of-sale/routes/point-of-sale-edit-page'),
            'admin-points-of-sale',
          ),
          adminScreen(
            'order_status',
            can('read_orderStatuses'),
            () => import('../features/admin-order-statuses/routes/order-statuses-list-page'),
            'admin-order-statuses',
          ),
          adminScreen(
            'order_status/create',
            can('create_orderStatuses'),
            () => import('../features/admin-order-statuses/routes/order-status-create-page'),
            'admin-order-statuses',
          ),
          adminScreen(
            'order_status/:id',
            canWithId('update_orderStatuses'),
            () => import('../features/admin-order-statuses/routes/order-status-edit-page'),
            'admin-order-statuses',
          ),
          { path: '*', loader: notFoundLoader },
        ]),
      },
      {
        path: 'ExchangeRates',
        loader: guard(['auth']),
        lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
        children: screens([...exchangeRateScreens('Index'), { path: '*', loader: notFoundLoader }]),
      },
      {
        loader: guard(['auth']),
        lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
        children: screens(productScreens('Products/', 'Index')),
      },
    ],
  },
];

/** The browser's router; `hydrationData` is what the server rendered the page with (entry-server.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
