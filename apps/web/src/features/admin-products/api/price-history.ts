import {
  PRICE_CHANGE_PATHS,
  type PriceChangeListQuery,
  type PriceChangeListReply,
  type ShopPriceChangeListReply,
  type ShopPriceChangeQuery,
} from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

/** One page of a product's price history, newest first. */
export function usePriceChanges(slug: string, query: PriceChangeListQuery) {
  return useQuery({
    queryKey: productKeys.priceChanges(slug, query),
    queryFn: ({ signal }) =>
      api<PriceChangeListReply>(productPaths.priceChanges(slug), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of every product's price changes, newest first (decision 108). */
export function useShopPriceChanges(query: ShopPriceChangeQuery) {
  return useQuery({
    queryKey: productKeys.shopPriceChanges(query),
    queryFn: ({ signal }) =>
      api<ShopPriceChangeListReply>(PRICE_CHANGE_PATHS.all, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Where the browser downloads every change the list's filters keep, as a CSV. A plain link: the session cookie goes
 * with it, as with the products' and orders' exports.
 */
export function priceChangesExportUrl({
  page: _page,
  per_page: _perPage,
  ...filters
}: ShopPriceChangeQuery): string {
  return apiUrl(PRICE_CHANGE_PATHS.export, filters);
}
