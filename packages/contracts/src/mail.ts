import { z } from 'zod';
import { listReplySchema } from './common';

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
