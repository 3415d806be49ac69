import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { COIN_SORTS } from './coin-constants';
import { listQuerySchema, listReplySchema } from './common';
import { MINOR_DIGITS } from './money';

export * from './coin-constants';

/** A coin in the back office, with the rate in force today (null until one is dated on or before today). */
export const coinSchema = z.object({
  id: z.number().int(),
  short_name: z.string(),
  name: z.string(),
  symbol: z.string(),
  enabled: z.boolean(),
  /** The coin prices are kept in (USD): always enabled, always worth 1. */
  is_base: z.boolean(),
  decimals: z.literal(MINOR_DIGITS),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coin = z.infer<typeof coinSchema>;

export const coinListReplySchema = listReplySchema(coinSchema);
export type CoinListReply = z.infer<typeof coinListReplySchema>;

export const coinListQuerySchema = listQuerySchema.extend({
  sort: z.enum(COIN_SORTS).default('short_name'),
  enabled: z.enum(['true', 'false']).optional(),
});
export type CoinListQuery = z.infer<typeof coinListQuerySchema>;

export const coinBodySchema = z.object({
  /** The code people know the coin by: USD, MLC, EUR. */
  short_name: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(12)
    .regex(/^[A-Za-z]+$/, { error: 'invalid' })
    .transform((v) => v.toUpperCase()),
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  symbol: z.string().trim().min(1, { error: 'required' }).max(12),
  enabled: z.boolean().default(true),
});
export type CoinBody = z.infer<typeof coinBodySchema>;

/** A coin a shopper may pick, with the rate in force on the asked date ("1" for the base coin). */
export const storefrontCoinSchema = z.object({
  id: z.number().int(),
  short_name: z.string(),
  name: z.string(),
  symbol: z.string(),
  is_base: z.boolean(),
  decimals: z.literal(MINOR_DIGITS),
  rate: z.string(),
  /** The date of the rate in force; null for the base coin. */
  rate_date: z.string().nullable(),
});
export type StorefrontCoin = z.infer<typeof storefrontCoinSchema>;

/** The coins shoppers may pick on `date`: enabled ones with a rate in force then, or only the base coin. */
export const storefrontCoinsReplySchema = z.object({
  date: z.string(),
  coins: z.array(storefrontCoinSchema),
});
export type StorefrontCoinsReply = z.infer<typeof storefrontCoinsReplySchema>;

export const coinRatesQuerySchema = z.object({ date: calendarDateSchema.optional() });
export type CoinRatesQuery = z.infer<typeof coinRatesQuerySchema>;

/** The settings document `coins`. */
export const coinSettingsSchema = z.object({
  /** Shoppers see and pay in the base coin only. */
  only_base_coin: z.boolean().default(false),
});
export type CoinSettings = z.infer<typeof coinSettingsSchema>;

/** Saving the coin settings names every field. */
export const coinSettingsBodySchema = z.object({ only_base_coin: z.boolean() });
