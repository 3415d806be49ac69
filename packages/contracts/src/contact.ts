import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';
import { listQuerySchema, listReplySchema } from './common';

/** A message is a few paragraphs; more is not a contact form's job. */
export const CONTACT_MESSAGE_MAX = 2000;

/** What one client address and one sender's e-mail may send before they wait (SPEC: everything bounded). */
export const CONTACT_LIMITS = {
  perAddress: { max: 5, windowMinutes: 60 },
  perEmail: { max: 3, windowMinutes: 60 },
} as const;

/**
 * The contact form (SPEC §2 /Contact-Us and the landing page: name, e-mail, message). `website` is a spam trap: a
 * field people never see, which bots fill in.
 */
export const contactBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(CONTACT_MESSAGE_MAX)
    // Lines and tabs are text; other control characters are not (and PostgreSQL cannot store NUL).
    .refine((text) => !/[^\P{Cc}\n\r\t]/u.test(text), { error: 'invalid' }),
  website: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export type ContactInput = z.input<typeof contactBodySchema>;

export const CONTACT_STATUSES = ['new', 'read', 'handled'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  /** Who marked it handled, when someone did. */
  handled_by: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactListReplySchema = listReplySchema(contactMessageSchema).extend({
  /** Messages nobody has opened yet, whatever the filter: the badge beside the area's name. */
  unread: z.number().int(),
});
export type ContactListReply = z.infer<typeof contactListReplySchema>;

export const contactListQuerySchema = listQuerySchema.extend({
  status: contactStatusSchema.optional(),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactStatusBodySchema = z.object({ status: contactStatusSchema });
export type ContactStatusBody = z.infer<typeof contactStatusBodySchema>;

export const CONTACT_PATHS = {
  send: '/contact',
  list: '/admin/contacts',
  one: '/admin/contacts/:id',
} as const;
