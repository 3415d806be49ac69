import type { StorefrontProductsQuery } from '@shop/contracts';
import { toProductsQuery } from '../lib/browse-params';
import { readBrowseParams } from '../lib/read-browse-params';
import { storeFiltersQueryOptions } from './get-store-filters';
import { storeProductsQueryOptions } from './get-store-products';

/** What a browse screen (`ProductBrowser`) reads for a URL: the page of products it names and the filters' choices. */
export function catalogQueries(url: URL, fixed?: Partial<StorefrontProductsQuery>) {
  const params = readBrowseParams(Object.fromEntries(url.searchParams));
  return [storeProductsQueryOptions(toProductsQuery(params, fixed)), storeFiltersQueryOptions] as const;
}
