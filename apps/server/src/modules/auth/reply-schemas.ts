import { errorBodySchema } from '@shop/contracts';
import { z } from 'zod';

export const AUTH_TAGS = ['auth'];

/** For the OpenAPI document: 204 replies and redirects carry no body. */
export const noContentSchema = z.null().describe('No content');
export const redirectSchema = z.null().describe('Redirect to the web app (Location header)');

/** The error replies a route can give, documented with the shared error shape. */
export function errorReplies<const C extends number>(...codes: C[]): Record<C, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    C,
    typeof errorBodySchema
  >;
}
