import {
  type CardBeneficiaryBody,
  type CardPinBody,
  type CardPurchaseBody,
  type CardRechargeBody,
  type CardSale,
  fillPath,
  SHOPPING_CARD_PATHS,
  type ShoppingCard,
  type ShoppingCardDetail,
  type ShoppingCardInfo,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cardKeys = {
  all: ['shopping-cards'] as const,
  info: () => [...cardKeys.all, 'info'] as const,
  mine: () => [...cardKeys.all, 'mine'] as const,
  sales: () => [...cardKeys.all, 'sales'] as const,
  one: (id: number) => [...cardKeys.all, 'one', id] as const,
};

export function useCardInfo() {
  return useQuery({
    queryKey: cardKeys.info(),
    queryFn: ({ signal }) => api<ShoppingCardInfo>(SHOPPING_CARD_PATHS.info, { signal }),
  });
}

export function useMyCards() {
  return useQuery({
    queryKey: cardKeys.mine(),
    queryFn: ({ signal }) => api<{ data: ShoppingCard[] }>(SHOPPING_CARD_PATHS.mine, { signal }),
  });
}

export function useMyCardSales() {
  return useQuery({
    queryKey: cardKeys.sales(),
    queryFn: ({ signal }) => api<{ data: CardSale[] }>(SHOPPING_CARD_PATHS.mySales, { signal }),
  });
}

export function useCard(id: number) {
  return useQuery({
    queryKey: cardKeys.one(id),
    queryFn: ({ signal }) => api<ShoppingCardDetail>(fillPath(SHOPPING_CARD_PATHS.one, { id }), { signal }),
  });
}

type SaleReply = { message: string; sale: CardSale };
type CardReply = { message: string; card: ShoppingCardDetail };

export function useBuyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardPurchaseBody) =>
      api<SaleReply>(SHOPPING_CARD_PATHS.purchases, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.sales() }),
  });
}

export function useRechargeCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardRechargeBody) =>
      api<SaleReply>(fillPath(SHOPPING_CARD_PATHS.recharges, { id }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.sales() }),
  });
}

function useCardChange<B>(path: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<CardReply>(fillPath(path, { id }), { method: 'PUT', body }),
    onSuccess: ({ card }) => {
      queryClient.setQueryData(cardKeys.one(id), card);
      void queryClient.invalidateQueries({ queryKey: cardKeys.mine() });
    },
  });
}

export const useSetPin = (id: number) => useCardChange<CardPinBody>(SHOPPING_CARD_PATHS.pin, id);
export const useSetBeneficiary = (id: number) =>
  useCardChange<CardBeneficiaryBody>(SHOPPING_CARD_PATHS.beneficiary, id);
