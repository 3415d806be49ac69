import { z } from 'zod';
import { integerField } from './integer-field';

export * from './auth-constants';

/** No name or label needs control characters, and PostgreSQL text cannot hold NUL at all. */
const noControlCharacters = (v: string) => !/\p{Cc}/u.test(v);

export const nameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .refine(noControlCharacters, { error: 'invalid' });
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'email' }))
  .transform((v) => v.toLowerCase());

/** At least 8 characters with a letter and a digit; 100 at most (hashing cost stays bounded). */
export const passwordSchema = z
  .string()
  .min(1, { error: 'required' })
  .max(100)
  .refine((v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), { error: 'password_weak' });

/** A password being checked, not chosen: any non-empty text. */
export const currentPasswordSchema = z.string().min(1, { error: 'required' }).max(100);

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmationIssue = { error: 'password_confirmation', path: ['password_confirmation'] };

export const registerBodySchema = z
  .object({
    name: nameSchema,
    lastname: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(100),
  })
  .refine(confirmed, confirmationIssue);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  /** Token mode: the reply carries a bearer token instead of relying on the session cookie. */
  token_mode: z.boolean().optional(),
  device_name: z.string().trim().max(100).refine(noControlCharacters, { error: 'invalid' }).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const roleRefSchema = z.object({ id: z.number().int(), key: z.string().nullable(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/** The signed-in user, as `GET /api/user` answers it and the web app stores it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: roleRefSchema,
  all_permissions: z.array(z.string()),
  email_verified_at: z.string().nullable(),
});
export type CurrentUserReply = z.infer<typeof currentUserSchema>;

export const loginReplySchema = z.object({ user: currentUserSchema, token: z.string().optional() });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1, { error: 'required' }).max(200),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(100),
  })
  .refine(confirmed, confirmationIssue);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmPasswordBodySchema = z.object({ password: currentPasswordSchema });
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBodySchema>;

export const profileInformationBodySchema = z.object({
  name: nameSchema,
  lastname: nameSchema,
  email: emailSchema,
});
export type ProfileInformationBody = z.infer<typeof profileInformationBodySchema>;

export const updatePasswordBodySchema = z
  .object({
    current_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(100),
  })
  .refine(confirmed, confirmationIssue);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const deleteUserBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

export const verifyEmailParamsSchema = z.object({
  id: integerField(1),
  hash: z.string().min(1).max(128),
});
export const verifyEmailQuerySchema = z.object({
  expires: integerField(0),
  signature: z.string().min(1).max(128),
});

/** A bearer token of the signed-in user, as the token list shows it: never the token itself. */
export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  /** The token this request was made with. */
  current: z.boolean(),
});
export type AccessTokenReply = z.infer<typeof accessTokenSchema>;
export const accessTokenListSchema = z.object({ data: z.array(accessTokenSchema) });
export const accessTokenParamSchema = z.object({ id: integerField(1) });
