import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema, listReplySchema } from './common';
import { INT_MAX } from './integer-field';
import { phoneSchema } from './phone';
import { scheduleSchema } from './points-of-sale';
import {
  DEFAULT_FAVICON_URL,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_STORE_NAME,
  HOME_SECTIONS,
  SOCIAL_NETWORKS,
  STORE_COLOR_SCHEMES,
  STORE_PRIMARY_COLORS,
  type StoreHoursPeriod,
} from './store-settings-defaults';

export * from './store-settings-defaults';

/** SPEC §9 business hours, until staff set their own: Tuesday to Friday 9:00-13:00 and 14:00-17:30, Saturday 9:00-14:00. */
export const DEFAULT_STORE_HOURS: StoreHoursPeriod[] = [
  ...[2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '09:00', closes: '13:00' },
    { weekday, opens: '14:00', closes: '17:30' },
  ]),
  { weekday: 6, opens: '09:00', closes: '14:00' },
];

/** The store's identity settings (/admin/settings/Customization): name, pictures, colour and colour mode. */
export const storeSettingsSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50).default(DEFAULT_STORE_NAME),
  /** Set by uploading a picture (the server re-encodes it), '' for none. */
  logo_url: z.string().max(300).default(''),
  favicon_url: z.string().trim().max(300).default(DEFAULT_FAVICON_URL),
  primary_color: z.enum(STORE_PRIMARY_COLORS).default(DEFAULT_PRIMARY_COLOR),
  color_scheme: z.enum(STORE_COLOR_SCHEMES).default('light'),
  /** ScheduleStore: the business hours, hours ascending (SPEC §5); two shifts a day are two periods (TwiceTime). */
  hours: scheduleSchema.default(DEFAULT_STORE_HOURS),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** The document as replies carry it (the schedule's checks and sorting apply on the way in, not out). */
export const storeSettingsReplySchema = storeSettingsSchema.extend({
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
});

/** The business hours tab's document. */
export const storeHoursBodySchema = z.object({ hours: scheduleSchema });
export type StoreHoursBody = z.infer<typeof storeHoursBodySchema>;

/** What staff type in the Customization form; the pictures change through their own uploads. */
export const storeSettingsBodySchema = storeSettingsSchema
  .pick({ name: true, primary_color: true, color_scheme: true })
  .required();
export type StoreSettingsBody = z.infer<typeof storeSettingsBodySchema>;

export const faviconReplySchema = z.object({ url: z.string() });
export type FaviconReply = z.infer<typeof faviconReplySchema>;

/**
 * The staff notifications of the Notifications partial (issue 14): who is mailed about what. A kind is listed once
 * the shop sends it; payments join with issue 15, wholesalers' reservation requests with issue 18.
 */
export const NOTIFICATION_KINDS = [
  'new_order',
  'low_availability',
  'contact_message',
  'payment',
  'store_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_SETTINGS_KEY = 'notifications';
/** More recipients than this is a mailing list, not a notification. */
export const NOTIFICATION_RECIPIENTS_MAX = 20;

const recipientsSchema = z
  .array(z.number().int().min(1).max(INT_MAX))
  .max(NOTIFICATION_RECIPIENTS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'items_repeated' })
  .default([]);

/**
 * Staff user ids per notification. An empty list means "the administrators" (the users whose role holds ALL), so
 * that a fresh shop's messages reach someone.
 */
export const notificationSettingsSchema = z.object({
  new_order: recipientsSchema,
  low_availability: recipientsSchema,
  contact_message: recipientsSchema,
  /** Payments waiting for staff: transfer receipts sent, gift cards bought or recharged (issue 15). */
  payment: recipientsSchema,
  /** A wholesaler's reservation request, waiting for staff to approve or reject it. */
  store_request: recipientsSchema,
  /** SPEC §3 availability_notification: shoppers may ask to be mailed when a sold-out product is back. */
  availability_notification: z.boolean().default(true),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A user who may be notified: anyone whose role holds a permission (the back office's people). */
export const notificationStaffSchema = z.object({
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type NotificationStaff = z.infer<typeof notificationStaffSchema>;

/** One line of the settings log: who changed which area (the matched route) and when. */
export const settingsChangeSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  area: z.string(),
  record_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
export const settingsChangeListSchema = listReplySchema(settingsChangeSchema);
export type SettingsChangeList = z.infer<typeof settingsChangeListSchema>;
export const settingsChangesQuerySchema = listQuerySchema.extend({ area: z.string().max(100).optional() });
export type SettingsChangesQuery = z.infer<typeof settingsChangesQuerySchema>;

/** The Home page tab: every front section once, in the order staff chose, each shown or hidden. */
export const homeSettingsSchema = z.object({
  sections: z
    .array(z.object({ key: z.enum(HOME_SECTIONS), visible: z.boolean() }))
    .refine(
      (sections) =>
        sections.length === HOME_SECTIONS.length &&
        new Set(sections.map((s) => s.key)).size === HOME_SECTIONS.length,
      { error: 'home_sections_incomplete' },
    )
    .default(HOME_SECTIONS.map((key) => ({ key, visible: true }))),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;
export const homeSettingsBodySchema = homeSettingsSchema.required();
export const storeHomeLayoutSchema = z.object({ sections: z.array(z.enum(HOME_SECTIONS)) });

/** The Contacts partial: phones (+53 when no country code is typed), e-mails, the address and the social links. */
export const storeContactsSchema = z.object({
  phones: z.array(phoneSchema).max(5).default([]),
  emails: z.array(emailSchema).max(5).default([]),
  address: z.string().trim().max(300).default(''),
  links: z
    .array(
      z.object({
        network: z.enum(SOCIAL_NETWORKS),
        url: z
          .string()
          .trim()
          .max(300)
          .regex(/^https:\/\/[^\s]+$/i, { error: 'url' }),
      }),
    )
    .max(10)
    .default([]),
});
export const storeContactsBodySchema = storeContactsSchema.required();
export const storeContactsReplySchema = z.object({
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  address: z.string(),
  links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
