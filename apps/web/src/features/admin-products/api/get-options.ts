import {
  ATTRIBUTE_PATHS,
  type Attribute,
  BRAND_PATHS,
  COIN_PATHS,
  type ListMeta,
  type StorefrontBrand,
  type StorefrontCoinsReply,
  type Term,
  UNIT_PATHS,
  type Unit,
} from '@shop/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { productKeys } from './product-keys';

// Pickers need every option, and lists answer at most this many per page.
const PAGE = 100;

/** Every row of a back-office list, page after page. */
async function allPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const reply = await api<{ data: T[]; meta: ListMeta }>(path, { query: { page, per_page: PAGE }, signal });
    rows.push(...reply.data);
    if (page >= reply.meta.last_page) return rows;
  }
}

export { useCategoryTree } from '../../../lib/category-options';

/** Brands by id and name: every brand with read_attributes, else the storefront's active ones. */
export function useBrandOptions() {
  const everything = userCan(useCurrentUser(), ['read_attributes']);
  return useQuery({
    queryKey: productKeys.options('brands', everything),
    queryFn: ({ signal }) =>
      everything
        ? allPages<StorefrontBrand>(BRAND_PATHS.list, signal)
        : api<StorefrontBrand[]>(BRAND_PATHS.storefront, { signal }),
    staleTime: 60_000,
  });
}

/** Units and attributes are read with read_attributes only (decision 005). */
export function useUnitOptions() {
  const allowed = userCan(useCurrentUser(), ['read_attributes']);
  return useQuery({
    queryKey: productKeys.options('units'),
    queryFn: ({ signal }) => allPages<Unit>(UNIT_PATHS.list, signal),
    enabled: allowed,
    staleTime: 60_000,
  });
}

export function useAttributeOptions() {
  const allowed = userCan(useCurrentUser(), ['read_attributes']);
  return useQuery({
    queryKey: productKeys.options('attributes'),
    queryFn: ({ signal }) => allPages<Attribute>(ATTRIBUTE_PATHS.list, signal),
    enabled: allowed,
    staleTime: 60_000,
  });
}

export function termsQueryOptions(attributeId: number) {
  return queryOptions({
    queryKey: productKeys.options('terms', attributeId),
    queryFn: ({ signal }) =>
      api<Term[]>(ATTRIBUTE_PATHS.terms.replace(':id', String(attributeId)), { signal }),
    staleTime: 60_000,
  });
}

/** The terms of each attribute, by attribute id (absent while loading). */
export function useTermsOf(attributeIds: readonly number[]): Map<number, Term[]> {
  const results = useQueries({ queries: attributeIds.map((id) => termsQueryOptions(id)) });
  const terms = new Map<number, Term[]>();
  attributeIds.forEach((id, index) => {
    const data = results[index]?.data;
    if (data) terms.set(id, data);
  });
  return terms;
}

/** The coin prices are kept in: public, so every member of staff can read it. */
export function useBaseCoin() {
  return useQuery({
    queryKey: productKeys.options('base-coin'),
    queryFn: ({ signal }) => api<StorefrontCoinsReply>(COIN_PATHS.storefront, { signal }),
    select: (reply) => reply.coins.find((coin) => coin.is_base) ?? null,
    staleTime: 5 * 60_000,
  });
}
