import { z } from 'zod';
import { calendarDateSchema, datesInOrder } from './calendar-date';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';
import { rateSchema } from './money';

const idSchema = integerField(1);

/** How many units of the coin one unit of the base coin buys from `date` on, until a later rate. */
export const exchangeRateSchema = z.object({
  id: z.number().int(),
  coin_id: z.number().int(),
  coin: z.object({ id: z.number().int(), short_name: z.string(), symbol: z.string() }),
  date: z.string(),
  rate: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateListReplySchema = listReplySchema(exchangeRateSchema);
export type ExchangeRateListReply = z.infer<typeof exchangeRateListReplySchema>;

export const EXCHANGE_RATE_SORTS = ['-date', 'date', 'coin', '-coin', 'rate', '-rate'] as const;

export const exchangeRateListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(EXCHANGE_RATE_SORTS).default('-date'),
    coin_id: idSchema.optional(),
    date_from: calendarDateSchema.optional(),
    date_to: calendarDateSchema.optional(),
  })
  .refine(...datesInOrder);
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;

export const exchangeRateBodySchema = z.object({
  coin_id: idSchema,
  date: calendarDateSchema,
  rate: rateSchema,
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;

export const EXCHANGE_RATE_BATCH_MAX = 500;

/** Many coins and dates at once: all are saved, or none. A refusal names the row (`rows.3.rate`). */
export const exchangeRateBatchBodySchema = z.object({
  rows: z.array(exchangeRateBodySchema).min(1).max(EXCHANGE_RATE_BATCH_MAX),
});
export type ExchangeRateBatchBody = z.infer<typeof exchangeRateBatchBodySchema>;

export const exchangeRateBatchReplySchema = z.object({ data: z.array(exchangeRateSchema) });
export type ExchangeRateBatchReply = z.infer<typeof exchangeRateBatchReplySchema>;

export const EXCHANGE_RATE_PATHS = {
  list: '/admin/exchange-rates',
  batch: '/admin/exchange-rates/batch',
  one: '/admin/exchange-rates/:id',
} as const;
