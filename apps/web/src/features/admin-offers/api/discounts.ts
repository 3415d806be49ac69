import {
  DISCOUNT_PATHS,
  type Discount,
  type DiscountBody,
  type DiscountListQuery,
  type DiscountListReply,
  fillPath,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const discountKeys = {
  all: ['admin-discounts'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (query: DiscountListQuery) => [...discountKeys.lists(), query] as const,
  detail: (id: number) => [...discountKeys.all, 'detail', id] as const,
};

export const DISCOUNTS_SCREEN = '/admin/discounts';
const discountPath = (id: number) => fillPath(DISCOUNT_PATHS.one, { id });

export function useDiscounts(query: DiscountListQuery) {
  return useQuery({
    queryKey: discountKeys.list(query),
    queryFn: ({ signal }) => api<DiscountListReply>(DISCOUNT_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(id: number) {
  return useQuery({
    queryKey: discountKeys.detail(id),
    queryFn: ({ signal }) => api<Discount>(discountPath(id), { signal }),
  });
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountBody }) =>
      id === undefined
        ? api<Discount>(DISCOUNT_PATHS.list, { method: 'POST', body })
        : api<Discount>(discountPath(id), { method: 'PUT', body }),
    onSuccess: (discount) => {
      queryClient.setQueryData(discountKeys.detail(discount.id), discount);
      return queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
    },
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(discountPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.lists() }),
  });
}
