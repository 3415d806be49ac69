import { SHOPPING_CARD_PATHS, type ShoppingCardList } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Every query about the shopper's gift cards sits under this key: a payment with one refreshes them all. */
export const SHOPPING_CARDS_KEY = ['shopping-cards'] as const;

/** The signed-in shopper's gift cards, owned or named beneficiary of: their profile lists them, a card payment offers them. */
export const myCardsQuery = queryOptions({
  queryKey: [...SHOPPING_CARDS_KEY, 'mine'] as const,
  queryFn: ({ signal }) => api<ShoppingCardList>(SHOPPING_CARD_PATHS.mine, { signal }),
});
