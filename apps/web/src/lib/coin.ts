import {
  COIN_COOKIE,
  COIN_PATHS,
  type CoinPrice,
  formatMoney,
  LOCALE_COOKIE_DAYS,
  type StorefrontCoin,
  type StorefrontCoinsReply,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, readCookie } from './api-client';
import { useLocale } from './i18n';

/** The coin choice lives as long as the language choice: a year. */
const COIN_COOKIE_DAYS = LOCALE_COOKIE_DAYS;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The short name kept in the `coin` cookie; undefined before the shopper picks one. */
export function storedCoin(): string | undefined {
  return readCookie(COIN_COOKIE) || undefined;
}

/** Remembers the shopper's coin for a year; every screen showing prices follows at once. */
export function chooseCoin(shortName: string) {
  const maxAge = COIN_COOKIE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie so that the choice survives reloads and tabs.
  document.cookie = `${COIN_COOKIE}=${encodeURIComponent(shortName)}; path=/; max-age=${maxAge}; samesite=lax`;
  for (const listener of listeners) listener();
}

export function getStorefrontCoins(signal?: AbortSignal): Promise<StorefrontCoinsReply> {
  return api<StorefrontCoinsReply>(COIN_PATHS.storefront, { signal, keepOnNavigation: true });
}

export const storefrontCoinsQuery = queryOptions({
  queryKey: ['storefront-coins'],
  queryFn: ({ signal }) => getStorefrontCoins(signal),
  // Rates change at most daily; a visit does not need fresher ones.
  staleTime: 10 * 60 * 1000,
});

/** The stored coin when it is still offered, else the base coin. */
export function pickCoin(
  coins: readonly StorefrontCoin[],
  wanted: string | undefined,
): StorefrontCoin | undefined {
  return coins.find((coin) => coin.short_name === wanted) ?? coins.find((coin) => coin.is_base) ?? coins[0];
}

/**
 * The coins a shopper may pick and the one picked. `fallback` are the coins a reply carried (every storefront
 * reply does), used while `/api/coins` has not answered yet so prices never wait for it.
 */
export function useCoin(fallback: readonly StorefrontCoin[] = []) {
  const wanted = useSyncExternalStore(subscribe, storedCoin, storedCoin);
  const reply = useQuery(storefrontCoinsQuery).data;
  const coins = reply?.coins ?? fallback;
  return { coins, coin: pickCoin(coins, wanted), choose: chooseCoin };
}

/** A product's prices in `coin`; the base coin's (listed first) when the product lacks that coin. */
export function priceIn(
  prices: readonly CoinPrice[],
  coin: StorefrontCoin | undefined,
): CoinPrice | undefined {
  return prices.find((price) => price.coin === coin?.short_name) ?? prices[0];
}

export interface ShownPrice extends CoinPrice {
  /** An amount of this price's coin, written the way the screen's language writes money. */
  format: (minor: number) => string;
}

/**
 * Prices as the shopper sees them: the chosen coin's entry of a product's `prices`, formatted per locale. The web
 * never converts money: every reply already carries each coin's amounts.
 */
export function usePrices(fallback: readonly StorefrontCoin[] = []) {
  const locale = useLocale();
  const { coins, coin } = useCoin(fallback);
  const show = (prices: readonly CoinPrice[]): ShownPrice | undefined => {
    const price = priceIn(prices, coin);
    if (!price) return undefined;
    const format = coins.find((c) => c.short_name === price.coin) ??
      fallback.find((c) => c.short_name === price.coin) ?? { symbol: price.coin };
    return { ...price, format: (minor) => formatMoney(minor, format, locale) };
  };
  return { coin, show };
}
