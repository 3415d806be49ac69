import {
  ATTRIBUTE_PATHS,
  BANNER_PATHS,
  BLOG_PATHS,
  CART_PATHS,
  CATEGORY_PATHS,
  COIN_PATHS,
  CONTENT_PATHS,
  DISCOUNT_PATHS,
  EXCHANGE_RATE_PATHS,
  INVOICE_PATHS,
  isRecordId,
  OFFER_PATHS,
  ORDER_PATHS,
  ORDER_STATUS_PATHS,
  POINT_OF_SALE_PATHS,
  PRODUCT_PATHS,
  ROLE_PATHS,
  SHOPPING_CARD_PATHS,
  type SpaPageMatch,
  type SpaPagePattern,
  STOCK_TRANSFER_PATHS,
  USER_PATHS,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiAs } from './page-render';

/**
 * The pages that show one record, each with the API path the page reads it from (one parameter each, filled with
 * the page's own). The app draws these pages in the browser, where a missing record is its "Page not found"; the
 * server asks the same API, as the same person, so that the status says so too (issue 11: a missing page is a 404).
 */
export const RECORD_PAGES: Partial<Record<SpaPagePattern, string>> = {
  '/orders/:order/show': ORDER_PATHS.one,
  '/orders/:order/success-page': ORDER_PATHS.one,
  '/orders/:order/error-page': ORDER_PATHS.one,
  '/orders/:order/redirect-page': ORDER_PATHS.one,
  '/payment_shopping_card/:order': ORDER_PATHS.one,
  '/Profile/shopping_card/:id': SHOPPING_CARD_PATHS.one,
  '/Profile/shopping_card/recharge/:id': SHOPPING_CARD_PATHS.one,
  '/Cart/share-cart/:encoded': CART_PATHS.shared,
  '/admin/users/:id': USER_PATHS.one,
  '/admin/roles/:id': ROLE_PATHS.one,
  '/admin/coins/:id': COIN_PATHS.one,
  '/admin/exchangeRates/Edit/:id': EXCHANGE_RATE_PATHS.one,
  '/ExchangeRates/Edit/:id': EXCHANGE_RATE_PATHS.one,
  '/admin/categories/:id': CATEGORY_PATHS.one,
  '/admin/attributes/:id': ATTRIBUTE_PATHS.one,
  '/admin/products/:slug/edit': PRODUCT_PATHS.one,
  '/Products/:slug/edit': PRODUCT_PATHS.one,
  '/admin/orders/:order/show': ORDER_PATHS.adminOne,
  '/admin/gift_Cards/:id': SHOPPING_CARD_PATHS.adminOne,
  '/admin/shopping_card/:id': SHOPPING_CARD_PATHS.adminOne,
  '/admin/settings/Information/:id': CONTENT_PATHS.adminPage,
  '/admin/invoices/:id': INVOICE_PATHS.one,
  '/admin/discounts/:id': DISCOUNT_PATHS.one,
  '/admin/offers/:id': OFFER_PATHS.one,
  '/admin/banners/:id': BANNER_PATHS.one,
  '/admin/distribution_movements/:id': STOCK_TRANSFER_PATHS.one,
  '/admin/blogs/posts/:id': BLOG_PATHS.adminPost,
  '/admin/blogs/categories/:id': BLOG_PATHS.adminTerm.replace(':kind', 'categories'),
  '/admin/blogs/keywords/:id': BLOG_PATHS.adminTerm.replace(':kind', 'keywords'),
  '/admin/point_of_sales/:id': POINT_OF_SALE_PATHS.one,
  '/admin/order_status/:id': ORDER_STATUS_PATHS.one,
};

/** Parameters the app's route guards hold to be ids: anything else is its 404 before any request. */
const ID_PARAMS = new Set(['id', 'order']);

/**
 * Whether the record the matched page shows is there for the person asking: false when the path's id cannot be
 * one, or when the page's API answers 404 (or 422, a shared cart's link that does not decode) to their cookies.
 * Any other answer, a visitor's 401 or a 403, leaves the page to the app, which sends them to sign in or to the store.
 */
export async function recordFound(app: FastifyInstance, request: FastifyRequest, match: SpaPageMatch) {
  const api = RECORD_PAGES[match.pattern];
  if (!api) return true;
  const [name, value = ''] = Object.entries(match.params)[0] ?? [];
  if (name && ID_PARAMS.has(name) && !isRecordId(value)) return false;
  const reply = await apiAs(
    app,
    request,
    request.headers.cookie ?? '',
  )(`/api${api.replace(/:\w+/, value)}`, {});
  return reply.status !== 404 && reply.status !== 422;
}
