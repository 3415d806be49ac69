import { useDebouncedValue } from '@mantine/hooks';
import {
  LIST_SEARCH_MAX,
  PRODUCT_PATHS,
  type ProductKind,
  type ProductListItem,
  type ProductListQuery,
  type ProductListReply,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from './api-client';
import { textLength } from './text-length';

export interface ProductChoice {
  value: string;
  label: string;
  kind: ProductKind;
  slug: string;
}

const toChoice = (product: ProductListItem): ProductChoice => ({
  value: String(product.id),
  label: `${product.name} (${product.sku})`,
  kind: product.kind,
  slug: product.slug,
});

/** The back office's product list (the same cache entry as its products screen: `['admin-products', 'list', …]`). */
function useProducts(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin-products', 'list', query],
    queryFn: ({ signal }) => api<ProductListReply>(PRODUCT_PATHS.list, { query, signal }),
    enabled: options.enabled ?? true,
  });
}

/**
 * Products to pick from, searched on the server as the user types. The first hundred by name are always there,
 * so the products already chosen usually have their names before anyone searches.
 */
export function useProductChoices(accept: (product: ProductListItem) => boolean) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const pool = useProducts({ page: 1, per_page: 100, sort: 'name' });
  const found = useProducts(
    { page: 1, per_page: 20, sort: 'name', search: debounced },
    // Words longer than the list reads find nothing: they are not asked for (the API would refuse them).
    { enabled: !!debounced && textLength(debounced) <= LIST_SEARCH_MAX },
  );
  // Every product seen stays known, so a choice found by one search keeps its name after the next one.
  const seen = useRef(new Map<string, ProductChoice>()).current;
  for (const product of [...(pool.data?.data ?? []), ...(debounced ? (found.data?.data ?? []) : [])]) {
    if (accept(product)) seen.set(String(product.id), toChoice(product));
  }
  return { choices: seen, search, setSearch, loading: pool.isLoading || found.isFetching };
}
