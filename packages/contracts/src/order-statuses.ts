import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/**
 * The fixed meanings the shop's own logic relies on: the status new orders start in, and the one a cancelled order
 * ends in. Set by the seed only; staff may rename these statuses but neither delete them nor move their role.
 */
export const ORDER_STATUS_ROLE_NAMES = ['initial', 'cancelled'] as const;
export const orderStatusRoleSchema = z.enum(ORDER_STATUS_ROLE_NAMES);

export const orderStatusSchema = z.object({
  id: z.number().int(),
  /** As stored: what staff edit. */
  name: z.string(),
  /**
   * As the reader reads it: the name of a status the shop named itself (a fresh shop's) in the reader's language,
   * until staff rename it; otherwise the name.
   */
  label: z.string(),
  /** "#rrggbb", the badge colour. */
  color: z.string(),
  position: z.number().int(),
  /** Orders in this status hold their units (SPEC §4 real availability). */
  counts_against_availability: z.boolean(),
  /** Nothing follows a final status. */
  is_final: z.boolean(),
  role: orderStatusRoleSchema.nullable(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderStatusListReplySchema = listReplySchema(orderStatusSchema);
export type OrderStatusListReply = z.infer<typeof orderStatusListReplySchema>;

export const ORDER_STATUS_SORTS = ['position', '-position', 'name', '-name'] as const;

export const orderStatusListQuerySchema = listQuerySchema.extend({
  sort: z.enum(ORDER_STATUS_SORTS).default('position'),
});
export type OrderStatusListQuery = z.infer<typeof orderStatusListQuerySchema>;

export const ORDER_STATUS_POSITION_MAX = 9999;

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'color_invalid' })
  .transform((color) => color.toLowerCase());

/** The role is not part of the body: it is never set or changed through the API. */
export const orderStatusBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  color: hexColorSchema,
  /** Left out on creation: the new status goes last. Left out on update: it keeps its place. */
  position: integerField(0, ORDER_STATUS_POSITION_MAX).optional(),
  counts_against_availability: z.boolean().default(true),
  is_final: z.boolean().default(false),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;
export type OrderStatusInput = z.input<typeof orderStatusBodySchema>;

export const ORDER_STATUS_PATHS = {
  list: '/admin/order-statuses',
  one: '/admin/order-statuses/:id',
} as const;
