import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coinsRoutes } from './coins.routes';
import { exchangeRatesRoutes } from './exchange-rates.routes';
import { storefrontCoinsRoutes } from './storefront-coins.routes';

export { getCoinSettings } from './coin-settings';
export { type CoinRow, coins } from './coins.table';
export { exchangeRates } from './exchange-rates.table';
export { findRateInForce, type RateInForce, requireRateInForce } from './rate-in-force';
export { storefrontCoins } from './storefront-coins';

/** Coins and exchange rates: the back office's /admin/coins and /admin/exchange-rates, and the storefront's. */
export const coinRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(coinsRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(storefrontCoinsRoutes);
};
