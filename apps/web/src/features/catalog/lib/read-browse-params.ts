import {
  PRICE_MAX,
  SEARCH_MAX,
  STOREFRONT_COIN_MAX,
  STOREFRONT_PAGE_MAX,
  STOREFRONT_SLUG_MAX,
  STOREFRONT_SORTS,
  type StorefrontProductsQuery,
} from '@shop/contracts';
import { boundedText as text, wholeNumber } from '../../../lib/url-values';
import type { QueryReader } from '../../../lib/use-list-params';

/** What the URL of a browse view holds: the API's own query, minus the page size the screen fixes. */
export type BrowseParams = Omit<StorefrontProductsQuery, 'per_page'>;

/**
 * The URL's query read as `storefrontProductsQuerySchema` (without `per_page`) reads it through
 * `zodQueryReader`, value by value: a bad value is dropped, so it takes its default. Written without zod because
 * it runs on the storefront's first load; read-browse-params.test.ts checks it against the schema.
 */
export function readBrowseParams(raw: Record<string, string>): BrowseParams {
  const params: BrowseParams = { page: wholeNumber(raw.page, 1, STOREFRONT_PAGE_MAX) ?? 1 };
  const fields = {
    search: text(raw.search, SEARCH_MAX),
    sort: oneOf(raw.sort, STOREFRONT_SORTS),
    category: text(raw.category, STOREFRONT_SLUG_MAX),
    brand: text(raw.brand, STOREFRONT_SLUG_MAX),
    min_price: wholeNumber(raw.min_price, 0, PRICE_MAX),
    max_price: wholeNumber(raw.max_price, 0, PRICE_MAX),
    coin: text(raw.coin, STOREFRONT_COIN_MAX),
    in_offer: oneOf(raw.in_offer, FLAGS),
    available: oneOf(raw.available, FLAGS),
  };
  // The schema refuses a range upside down on its upper bound.
  if (fields.max_price !== undefined && (fields.min_price ?? 0) > fields.max_price)
    fields.max_price = undefined;
  // The schema leaves a missing optional value out of its result rather than setting it to undefined.
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}

export const browseParamsReader: QueryReader<BrowseParams> = {
  read: readBrowseParams,
  defaults: () => readBrowseParams({}),
};

const FLAGS = ['true', 'false'] as const;

/** As `z.enum(values)`. */
function oneOf<T extends string>(value: string | undefined, values: readonly T[]): T | undefined {
  return values.find((allowed) => allowed === value);
}
