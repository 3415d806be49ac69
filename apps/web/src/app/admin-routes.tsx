import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { adminScreen, can, canWithId, exchangeRateScreens, productScreens } from './admin-route-helpers';
import { notFoundLoader } from './error-page';
import { guard } from './guards';
import { screens, withWords } from './route-helpers';

/**
 * The screens under /admin (SPEC §2 Admin), added to the route table on the first visit of a path under /admin
 * (router.tsx, `patchRoutesOnNavigation`), so that the storefront's first load does not carry them. Each guard
 * mirrors its API's permission.
 */
export const adminScreens: RouteObject[] = [
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
      adminScreen(
        'import',
        can('create_products', 'update_products'),
        () => import('../features/admin-products/routes/products-import-page'),
        'admin-products',
      ),
      adminScreen(
        'price-changes',
        can('read_products'),
        () => import('../features/admin-products/routes/price-changes-page'),
        'admin-products',
      ),
    ],
  },
  adminScreen(
    'combos',
    can('read_products'),
    () => import('../features/admin-products/routes/combos-list-page'),
    'admin-products',
  ),
  adminScreen(
    'services',
    can('read_products'),
    () => import('../features/admin-products/routes/services-list-page'),
    'admin-products',
  ),
  adminScreen(
    'orders',
    can('read_orders'),
    () => import('../features/admin-orders/routes/orders-list-page'),
    'admin-orders',
  ),
  adminScreen(
    'orders/picking',
    can('read_orders'),
    () => import('../features/admin-orders/routes/picking-list-page'),
    'admin-order',
  ),
  adminScreen(
    'orders/new',
    // SPEC §6: orders need read_orders; taking one changes orders too.
    can('read_orders', 'update_orders'),
    () => import('../features/admin-orders/routes/new-order-page'),
    'admin-order',
    'admin-orders',
    'map',
    // The address book's form, for a caller's new address.
    'beneficiaries',
  ),
  // SPEC §6 exempts this path from the permission redirect (the guard lets it through); the API still
  // answers 403 without read_orders, and the page shows that.
  adminScreen(
    'orders/:order/show',
    guard(['auth', 'permission'], { permissions: ['read_orders'], params: { order: 'id' } }),
    () => import('../features/admin-orders/routes/order-show-page'),
    'admin-order',
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
    'invoices',
    can('read_invoices'),
    () => import('../features/admin-invoices/routes/invoices-list-page'),
    'admin-invoices',
  ),
  adminScreen(
    'invoices/Create',
    can('read_invoices', 'update_orders'),
    () => import('../features/admin-invoices/routes/invoice-create-page'),
    'admin-invoices',
  ),
  adminScreen(
    'invoices/:id',
    canWithId('read_invoices'),
    () => import('../features/admin-invoices/routes/invoice-page'),
    'admin-invoices',
  ),
  adminScreen(
    'discounts',
    can('read_offers'),
    () => import('../features/admin-offers/routes/discounts-list-page'),
    'admin-offers',
  ),
  adminScreen(
    'discounts/Create',
    can('create_offers'),
    () => import('../features/admin-offers/routes/discount-create-page'),
    'admin-offers',
  ),
  adminScreen(
    'discounts/:id',
    canWithId('update_offers'),
    () => import('../features/admin-offers/routes/discount-edit-page'),
    'admin-offers',
  ),
  adminScreen(
    'offers',
    can('read_offers'),
    () => import('../features/admin-offers/routes/offers-list-page'),
    'admin-offers',
  ),
  adminScreen(
    'offers/Create',
    can('create_offers'),
    () => import('../features/admin-offers/routes/offer-create-page'),
    'admin-offers',
  ),
  adminScreen(
    'offers/:id',
    canWithId('update_offers'),
    () => import('../features/admin-offers/routes/offer-edit-page'),
    'admin-offers',
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
    'blogs/posts',
    can('read_post'),
    () => import('../features/admin-blog/routes/posts-list-page'),
    'admin-blog',
  ),
  adminScreen(
    'blogs/posts/create',
    can('read_post', 'update_settings'),
    () => import('../features/admin-blog/routes/post-create-page'),
    'admin-blog',
  ),
  adminScreen(
    'blogs/posts/:id',
    canWithId('read_post', 'update_settings'),
    () => import('../features/admin-blog/routes/post-edit-page'),
    'admin-blog',
  ),
  // Categories and keywords: one screen; `/create` and `/{id}` open its dialog.
  ...(['categories', 'keywords'] as const).flatMap((kind) => [
    adminScreen(
      `blogs/${kind}`,
      can('read_post'),
      () => import('../features/admin-blog/routes/terms-page'),
      'admin-blog',
    ),
    adminScreen(
      `blogs/${kind}/create`,
      can('read_post', 'update_settings'),
      () => import('../features/admin-blog/routes/terms-page'),
      'admin-blog',
    ),
    adminScreen(
      `blogs/${kind}/:id`,
      canWithId('read_post', 'update_settings'),
      () => import('../features/admin-blog/routes/terms-page'),
      'admin-blog',
    ),
  ]),
  adminScreen(
    'distribution_movements',
    can('read_pos'),
    () => import('../features/admin-stock-transfers/routes/transfers-page'),
    'admin-stock-transfers',
  ),
  adminScreen(
    'distribution_movements/:id',
    canWithId('read_pos'),
    () => import('../features/admin-stock-transfers/routes/transfer-page'),
    'admin-stock-transfers',
  ),
  adminScreen(
    'reports/inventory',
    can('read_reports', 'read_for_inventary_reports'),
    () => import('../features/admin-reports/routes/inventory-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/movements',
    can('read_reports', 'read_for_movement_reports'),
    () => import('../features/admin-reports/routes/movements-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/soldProduct',
    can('read_reports', 'read_for_sold_products'),
    () => import('../features/admin-reports/routes/sold-products-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/unify_sale',
    can('read_reports', 'read_for_sale_reports'),
    () => import('../features/admin-reports/routes/unified-sales-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/orders',
    can('read_reports', 'read_for_order_reports'),
    () => import('../features/admin-reports/routes/orders-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/salesaccounting',
    can('read_reports', 'read_for_sales_accounting_reports'),
    () => import('../features/admin-reports/routes/accounting-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/catalog',
    can('read_reports', 'read_products'),
    () => import('../features/admin-reports/routes/catalog-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'reports/sale',
    can('read_reports', 'read_for_sale_reports'),
    () => import('../features/admin-reports/routes/sales-report-page'),
    'admin-reports',
  ),
  adminScreen(
    'analytics/Visits',
    can('read_analytics'),
    () => import('../features/admin-analytics/routes/visits-page'),
    'admin-analytics',
  ),
  adminScreen(
    'analytics/Login',
    can('read_analytics'),
    () => import('../features/admin-analytics/routes/login-page'),
    'admin-analytics',
  ),
  adminScreen(
    'analytics/MostSold',
    can('read_analytics'),
    () => import('../features/admin-analytics/routes/most-sold-page'),
    'admin-analytics',
  ),
  adminScreen(
    'analytics/Sales',
    can('read_analytics'),
    () => import('../features/admin-analytics/routes/sales-page'),
    'admin-analytics',
  ),
  adminScreen(
    'reservations',
    can('read_store_requests'),
    () => import('../features/admin-store-requests/routes/store-requests-page'),
    'admin-store-requests',
  ),
  adminScreen(
    'reviews',
    can('rating_products'),
    () => import('../features/admin-reviews/routes/reviews-page'),
    'admin-reviews',
  ),
  adminScreen(
    'criterias',
    can('criteria_and_answer', 'criteria_products'),
    () => import('../features/admin-reviews/routes/criteria-page'),
    'admin-reviews',
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
];

/**
 * The back-office screens SPEC §2 names outside /admin, in the admin layout: added on the first visit of one of their
 * paths (router.tsx, `OFFICE_PATH`), like /admin's.
 */
export const officeScreens: RouteObject[] = [
  {
    path: 'ExchangeRates',
    loader: guard(['auth']),
    lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
    children: screens([
      // The list is /ExchangeRates/Index (SPEC §2); the bare address leads there, as /Distribution does.
      { index: true, loader: () => redirect('/ExchangeRates/Index') },
      ...exchangeRateScreens('Index'),
      { path: '*', loader: notFoundLoader },
    ]),
  },
  {
    loader: guard(['auth']),
    lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
    children: screens(productScreens('Products/', 'Index')),
  },
  {
    // SPEC §2 names the delivery round outside /admin; it is a back-office screen in the admin layout.
    path: 'Distribution',
    loader: guard(['auth']),
    lazy: withWords(() => import('./layouts/admin-layout'), 'admin-shell'),
    children: screens([
      { index: true, loader: () => redirect('/Distribution/Index') },
      adminScreen(
        'Index',
        can('read_orders'),
        () => import('../features/admin-distribution/routes/distribution-page'),
        'admin-distribution',
      ),
      { path: '*', loader: notFoundLoader },
    ]),
  },
];
