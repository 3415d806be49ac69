import type { StorefrontCoin } from '@shop/contracts';
import { COINS } from './fixtures';

/** `GET /api/coins` as the server answers it. */
export function coinsStub(coins: StorefrontCoin[] = COINS) {
  return { 'GET /api/coins': { body: { date: '2025-03-02', coins } } };
}

/** Forgets the shopper's coin between tests. */
export function forgetCoin() {
  // biome-ignore lint/suspicious/noDocumentCookie: the coin switcher keeps the choice in this cookie.
  document.cookie = 'coin=; path=/; max-age=0';
}

export function rememberCoin(shortName: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: as if the shopper had picked it on an earlier visit.
  document.cookie = `coin=${shortName}; path=/`;
}
