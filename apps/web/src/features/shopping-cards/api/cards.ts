import {
  type CardActionReply,
  type CardBeneficiaryBody,
  type CardPinBody,
  type CardPurchaseBody,
  type CardRechargeBody,
  type CardSale,
  type CardSaleReply,
  fillPath,
  isOnlineProvider,
  type MyCardSales,
  type OnlinePaymentApprovedBody,
  type OnlinePaymentReply,
  PAYMENT_PROVIDER_PATHS,
  SHOPPING_CARD_PATHS,
  type ShoppingCardDetail,
  type ShoppingCardInfo,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myCardsQuery, SHOPPING_CARDS_KEY } from '../../../lib/my-cards';

export const cardKeys = {
  all: SHOPPING_CARDS_KEY,
  info: () => [...cardKeys.all, 'info'] as const,
  mine: () => myCardsQuery.queryKey,
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
  return useQuery(myCardsQuery);
}

/** The shopper's sales; while `watched` is pending (back from a provider), asked again every few seconds. */
export function useMyCardSales(watched?: number) {
  return useQuery({
    queryKey: cardKeys.sales(),
    queryFn: ({ signal }) => api<MyCardSales>(SHOPPING_CARD_PATHS.mySales, { signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((sale) => sale.id === watched && sale.status === 'pending')
        ? CHECK_EVERY_MS
        : false,
  });
}

const CHECK_EVERY_MS = 5_000;

export function useCard(id: number) {
  return useQuery({
    queryKey: cardKeys.one(id),
    queryFn: ({ signal }) => api<ShoppingCardDetail>(fillPath(SHOPPING_CARD_PATHS.one, { id }), { signal }),
  });
}

export function useBuyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardPurchaseBody) =>
      api<CardSaleReply>(SHOPPING_CARD_PATHS.purchases, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.sales() }),
  });
}

export function useRechargeCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardRechargeBody) =>
      api<CardSaleReply>(fillPath(SHOPPING_CARD_PATHS.recharges, { id }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.sales() }),
  });
}

function useCardChange<B>(path: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<CardActionReply>(fillPath(path, { id }), { method: 'PUT', body }),
    onSuccess: ({ card }) => {
      // The reply is the card without its ledger: the shown movements stay (a PIN or a beneficiary moves no money).
      queryClient.setQueryData<ShoppingCardDetail>(
        cardKeys.one(id),
        (shown) => shown && { ...shown, ...card },
      );
      void queryClient.invalidateQueries({ queryKey: cardKeys.mine() });
    },
  });
}

export const useSetPin = (id: number) => useCardChange<CardPinBody>(SHOPPING_CARD_PATHS.pin, id);
export const useSetBeneficiary = (id: number) =>
  useCardChange<CardBeneficiaryBody>(SHOPPING_CARD_PATHS.beneficiary, id);

/**
 * Sends the shopper to the provider's checkout when a new sale is to be paid online (its pay form is a provider);
 * answers false for a manual pay form, which waits for staff.
 */
export function usePayCardSaleOnline() {
  const pay = useMutation({
    mutationFn: (sale: CardSale) =>
      api<OnlinePaymentReply>(fillPath(PAYMENT_PROVIDER_PATHS.cardSaleCheckout, { id: sale.id }), {
        method: 'POST',
        body: { provider: sale.pay_form.code },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const payIfOnline = async (sale: CardSale) => {
    if (!isOnlineProvider(sale.pay_form.code)) return false;
    await pay.mutateAsync(sale);
    return true;
  };
  return { payIfOnline, isPending: pay.isPending, pendingSale: pay.isPending ? pay.variables : undefined };
}

/** Back from PayPal with a card sale approved: the shop takes the money; the provider's event then credits it. */
export function useTakeApprovedCardSale(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlinePaymentApprovedBody) =>
      api<void>(fillPath(PAYMENT_PROVIDER_PATHS.cardSaleApproved, { id: saleId }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.sales() }),
  });
}
