import { z } from 'zod';
import { listReplySchema } from './common';
import { integerField } from './integer-field';

/** stored: no SMTP configured (the outbox is the only copy); sent: delivered to the SMTP server; failed: not. */
export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail the shop sent, as the back office reads it from the outbox. */
export const mailOutboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailOutboxListSchema = listReplySchema(mailOutboxItemSchema);
export type MailOutboxList = z.infer<typeof mailOutboxListSchema>;

/** Paths under /api. */
export const MAIL_PATHS = { outbox: '/admin/mail-outbox' } as const;

/**
 * Where the shop's mail goes (SPEC §3 Mail settings): `environment` keeps the server's SMTP_URL; `smtp` uses the
 * server typed here, which then wins over SMTP_URL.
 */
export const MAILERS = ['environment', 'smtp'] as const;
/** none: plain SMTP; starttls: upgrade on the usual port (587); tls: encrypted from the start (465). */
export const MAIL_ENCRYPTIONS = ['none', 'starttls', 'tls'] as const;
export const MAIL_SETTINGS_KEY = 'mail';

/** What the back office reads: everything but the password, of which it learns only whether one is set. */
export const mailSettingsReplySchema = z.object({
  mailer: z.enum(MAILERS),
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  encryption: z.enum(MAIL_ENCRYPTIONS),
  from_address: z.string(),
  password_set: z.boolean(),
  /** Whether the server's SMTP_URL names a mail server (`environment` sends nothing without one). */
  environment_server: z.boolean(),
});
export type MailSettingsReply = z.infer<typeof mailSettingsReplySchema>;

/**
 * What staff save. `password` left out keeps the stored one, null removes it, a string replaces it: the form never
 * holds the stored password, so saving the other fields cannot wipe it.
 */
export const mailSettingsBodySchema = z
  .object({
    mailer: z.enum(MAILERS),
    host: z
      .string()
      .trim()
      .max(255)
      .regex(/^[A-Za-z0-9.:[\]-]*$/, { error: 'invalid' }),
    port: integerField(1, 65_535),
    username: z.string().trim().max(255),
    password: z.string().max(255).nullable().optional(),
    encryption: z.enum(MAIL_ENCRYPTIONS),
    from_address: z.union([z.literal(''), z.email({ error: 'email' }).max(254)]),
  })
  .superRefine((body, context) => {
    if (body.mailer === 'smtp' && body.host === '') {
      context.addIssue({ code: 'custom', path: ['host'], message: 'required' });
    }
  });
export type MailSettingsBody = z.infer<typeof mailSettingsBodySchema>;
export type MailSettingsInput = z.input<typeof mailSettingsBodySchema>;

export const MAIL_SETTINGS_PATHS = {
  settings: '/admin/settings/mail',
  test: '/admin/settings/mail/test',
} as const;
