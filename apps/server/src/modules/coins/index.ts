// Coins and exchange rates (SPEC §3 Coin): the coins in force and their rates. Routes: *.routes.ts.
export { getCoinSettings } from './coin-settings';
export { type CoinRow, coins } from './coins.table';
export { coinsInForceOn } from './coins-in-force';
export { coinsInForceToday } from './coins-in-force-today';
export { coinsWithoutRateOn } from './coins-without-rate';
export { exchangeRates } from './exchange-rates.table';
export { findRateInForce, type RateInForce, requireRateInForce } from './rate-in-force';
