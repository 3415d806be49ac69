import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import {
  municipalityCodeSchema,
  municipalityIn,
  municipalityName,
  provinceCodeSchema,
  provinceName,
} from './locations';
import { phoneSchema } from './phone';

/** SPEC §3: weekdays are numbered 1 to 7, Monday to Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_POINT_PHONES = 3;
/** A handful of periods a day is plenty; the cap only keeps a hostile body small. */
export const MAX_SCHEDULE_PERIODS = 28;

/** "9:00" or "09:00", kept as "09:00" so that times compare as text. */
export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' })
  .transform((time) => time.padStart(5, '0'));

export const schedulePeriodSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: timeOfDaySchema,
  closes: timeOfDaySchema,
});
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>;

/**
 * SPEC §5: schedule hours must be in ascending order. Each period opens before it closes, and the periods of one
 * day come in order without overlapping (one may open when the previous closes). Kept sorted by weekday.
 */
export const scheduleSchema = z
  .array(schedulePeriodSchema)
  .max(MAX_SCHEDULE_PERIODS)
  .superRefine((periods, ctx) => {
    const lastClose = new Map<number, string>();
    periods.forEach((period, index) => {
      if (period.opens >= period.closes) {
        ctx.addIssue({ code: 'custom', message: 'schedule_not_ascending', path: [index, 'closes'] });
      }
      const previous = lastClose.get(period.weekday);
      if (previous !== undefined && period.opens < previous) {
        ctx.addIssue({ code: 'custom', message: 'schedule_not_ascending', path: [index, 'opens'] });
      }
      lastClose.set(period.weekday, period.closes);
    });
  })
  .transform((periods) => periods.toSorted((a, b) => a.weekday - b.weekday));
export type Schedule = z.infer<typeof scheduleSchema>;

/** SPEC §5: coordinates are given as longitude and latitude. */
export const longitudeSchema = z.number().min(-180).max(180);
export const latitudeSchema = z.number().min(-90).max(90);

export const pointOfSaleBodySchema = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(50),
    address: z.string().trim().min(1, { error: 'required' }).max(300),
    province: provinceCodeSchema,
    municipality: municipalityCodeSchema,
    longitude: longitudeSchema,
    latitude: latitudeSchema,
    phones: z.array(phoneSchema).min(1).max(MAX_POINT_PHONES),
    schedule: scheduleSchema.default([]),
    /** Shoppers may choose this point to pick their order up (SPEC §3). */
    use_for_local_pickup: z.boolean().default(false),
    /**
     * Where received units arrive and orders take units from first (decision 032). Marking a point moves the mark
     * from the current warehouse; the warehouse cannot drop its mark without another taking it.
     */
    main_warehouse: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    // Only two known codes can disagree; an unknown or missing one already has its own message.
    const bothKnown = provinceName(body.province) && municipalityName(body.municipality);
    if (bothKnown && !municipalityIn(body.province, body.municipality)) {
      ctx.addIssue({ code: 'custom', message: 'municipality_outside_province', path: ['municipality'] });
    }
  });
export type PointOfSaleBody = z.infer<typeof pointOfSaleBodySchema>;
/** What a form holds before parsing (phones as typed, times as "9:00"). */
export type PointOfSaleInput = z.input<typeof pointOfSaleBodySchema>;

export const pointOfSaleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  province_name: z.string(),
  municipality: z.string(),
  municipality_name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  phones: z.array(z.string()),
  schedule: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  use_for_local_pickup: z.boolean(),
  main_warehouse: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PointOfSale = z.infer<typeof pointOfSaleSchema>;

export const pointOfSaleListReplySchema = listReplySchema(pointOfSaleSchema);
export type PointOfSaleListReply = z.infer<typeof pointOfSaleListReplySchema>;

export const POINT_OF_SALE_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

export const pointOfSaleListQuerySchema = listQuerySchema.extend({
  sort: z.enum(POINT_OF_SALE_SORTS).default('name'),
  active: z.enum(['true', 'false']).optional(),
});
export type PointOfSaleListQuery = z.infer<typeof pointOfSaleListQuerySchema>;

/** A point where shoppers may pick their order up, as the checkout shows it. */
export const pickupPointSchema = pointOfSaleSchema.omit({
  use_for_local_pickup: true,
  main_warehouse: true,
  active: true,
  created_at: true,
  updated_at: true,
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const pickupPointsReplySchema = z.object({ data: z.array(pickupPointSchema) });
export type PickupPointsReply = z.infer<typeof pickupPointsReplySchema>;

export { POINT_OF_SALE_PATHS } from './point-of-sale-constants';
