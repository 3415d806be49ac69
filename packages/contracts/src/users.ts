import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, roleRefSchema } from './auth';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/** PostgreSQL cannot store a NUL character, and no name needs any control character. */
export const hasNoControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

const personNameSchema = nameSchema.refine(hasNoControlCharacters, { error: 'invalid' });

/** A user as the back office sees it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: roleRefSchema,
  enabled: z.boolean(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListReplySchema = listReplySchema(adminUserSchema);
export type AdminUserListReply = z.infer<typeof adminUserListReplySchema>;

export const USER_SORTS = ['name', '-name', 'email', '-email', 'created_at', '-created_at'] as const;

export const adminUserListQuerySchema = listQuerySchema.extend({
  sort: z.enum(USER_SORTS).default('-created_at'),
  role_id: integerField(1).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

// A blank role picker reads "required"; a wrong number reads as what it is.
const roleIdSchema = integerField(1);

export const createUserBodySchema = z.object({
  name: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role_id: roleIdSchema,
  enabled: z.boolean().default(true),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/**
 * A new password, or blank to keep the current one. One string rule rather than a union, so a weak password
 * reads as such instead of a generic "invalid value".
 */
const optionalPasswordSchema = z
  .string()
  .max(100)
  .refine((v) => v === '' || passwordSchema.safeParse(v).success, { error: 'password_weak' })
  .optional();

/** Editing a user; a blank or missing password keeps the current one. */
export const updateUserBodySchema = z.object({
  name: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
  enabled: z.boolean(),
  password: optionalPasswordSchema,
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const USER_PATHS = {
  list: '/admin/users',
  /** GET: every user the list's filters show, as a CSV (decision 103). */
  export: '/admin/users/export.csv',
  one: '/admin/users/:id',
  /** GET and PUT { text }: what staff keep in mind about the person (decision 104). */
  note: '/admin/users/:id/note',
} as const;

/** Decision 104: a few lines, shown on each of the person's orders. */
export const USER_NOTE_MAX = 1000;

/** Empty clears the note. A longer one is refused in words, never cut. */
export const userNoteBodySchema = z.strictObject({ text: z.string().trim().max(USER_NOTE_MAX) });
export type UserNoteBody = z.infer<typeof userNoteBodySchema>;

export const userNoteSchema = z.object({
  text: z.string(),
  /** Who of the staff wrote it last and when; null before anyone has (or once their account is gone). */
  by: z.string().nullable(),
  at: z.string().nullable(),
});
export type UserNote = z.infer<typeof userNoteSchema>;
export const userNoteReplySchema = z.object({ message: z.string(), note: userNoteSchema });
export type UserNoteReply = z.infer<typeof userNoteReplySchema>;
