import {
  type AdminCardList,
  type AdminCardListQuery,
  type AdminCardSalesQuery,
  type AdminCreateCardBody,
  type CardSaleList,
  type CardSaleReply,
  fillPath,
  SHOPPING_CARD_PATHS,
  type ShoppingCardDetail,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  all: ['admin-shopping-cards'] as const,
  list: (query: AdminCardListQuery) => [...keys.all, 'list', query] as const,
  one: (id: number) => [...keys.all, 'one', id] as const,
  sales: (query: AdminCardSalesQuery) => [...keys.all, 'sales', query] as const,
};

export function useAdminCards(query: AdminCardListQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api<AdminCardList>(SHOPPING_CARD_PATHS.adminList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCard(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) =>
      api<ShoppingCardDetail>(fillPath(SHOPPING_CARD_PATHS.adminOne, { id }), { signal }),
  });
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateCardBody) =>
      api<ShoppingCardDetail>(SHOPPING_CARD_PATHS.adminList, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSetCardEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api<ShoppingCardDetail>(fillPath(SHOPPING_CARD_PATHS.adminOne, { id }), {
        method: 'PUT',
        body: { enabled },
      }),
    onSuccess: (card) => {
      queryClient.setQueryData(keys.one(card.id), card);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}

export function useCardSales(query: AdminCardSalesQuery) {
  return useQuery({
    queryKey: keys.sales(query),
    queryFn: ({ signal }) => api<CardSaleList>(SHOPPING_CARD_PATHS.adminSales, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, result }: { id: number; result: 'paid' | 'cancelled' }) =>
      api<CardSaleReply>(fillPath(SHOPPING_CARD_PATHS.adminSaleDecision, { id }), {
        method: 'POST',
        body: { result },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Staff give a payment owed to a sale's buyer back through the provider that took it (decision 023). */
export function useRefundSalePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, payment }: { sale: number; payment: number }) =>
      api<CardSaleReply>(fillPath(SHOPPING_CARD_PATHS.adminSalePaymentRefund, { id: sale, payment }), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useClearPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<ShoppingCardDetail>(fillPath(SHOPPING_CARD_PATHS.adminPin, { id }), { method: 'DELETE' }),
    onSuccess: (card) => queryClient.setQueryData(keys.one(card.id), card),
  });
}
