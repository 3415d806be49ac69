import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';

/**
 * Like fastify-type-provider-zod's compiler, but keeps each issue's input (to tell a missing field from a
 * wrong one) and hands the ZodError itself to the error handler, which words it in the user's language.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.error) return { error: result.error as unknown as Error };
    return { value: result.data };
  };
