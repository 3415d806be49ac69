import type { Permission } from '@shop/contracts';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { guard } from './guards';
import { withWords } from './route-helpers';

// The back office's route table's own pieces (admin-routes.tsx), out of the storefront's first load (issue 13).

/** A back-office screen: its path, the guard mirroring its API permission, its module and its words. */
export function adminScreen(
  path: string,
  loader: LoaderFunction,
  load: () => Promise<{ Component: ComponentType }>,
  ...namespaces: string[]
): RouteObject {
  return { path, loader, lazy: withWords(load, ...namespaces) };
}

/** Signed in and holding every permission; `withId` also 404s a route whose `:id` is not a positive integer. */
export const can = (...permissions: Permission[]) => guard(['auth', 'permission'], { permissions });
export const canWithId = (...permissions: Permission[]) =>
  guard(['auth', 'permission'], { permissions, params: { id: 'id' } });

const RATES_NS = 'admin-exchange-rates';

/**
 * SPEC §2 names the exchange-rate screens twice, /admin/exchangeRates/... and /ExchangeRates/...: the same
 * screens with the same permissions, both inside the admin layout. The list is the index under /admin and
 * /ExchangeRates/Index outside; SPEC's "Edit" is Edit/:id under both. Paths match case-insensitively, so
 * /admin/exchangeRates/create is /admin/exchangeRates/Create.
 */
export function exchangeRateScreens(listPath: 'index' | 'Index'): RouteObject[] {
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
export function productScreens(prefix: '' | 'Products/', listPath: 'list' | 'Index'): RouteObject[] {
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
