import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_SEARCH_MAX, PER_PAGE_MAX } from './common-constants';
import { integerField } from './integer-field';

export * from './common-constants';

/** The error body of every failed API call. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const listQuerySchema = z.object({
  page: integerField(1, LIST_PAGE_MAX).default(1),
  per_page: integerField(1, PER_PAGE_MAX).default(20),
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  sort: z.string().trim().max(50).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listReplySchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const idParamSchema = z.object({ id: integerField(1) });

export const messageReplySchema = z.object({ message: z.string() });
/** `{ message }`: the server's confirmation, already in the user's language. */
export type MessageReply = z.infer<typeof messageReplySchema>;
