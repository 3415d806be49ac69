import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodIssue, $ZodRealError, type $ZodType, safeParse } from 'zod/v4/core';

/**
 * Like fastify-type-provider-zod's compiler, but keeps each issue's input (to tell a missing field from a
 * wrong one) and hands the ZodError itself to the error handler, which words it in the user's language.
 * Text holding a NUL character is refused here, field by field: PostgreSQL cannot store or compare it, and
 * its refusal further on names no field (a search for "%00" read "Hay campos vacíos o no válidos" alone).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.error) return { error: result.error as unknown as Error };
    const issues = nulIssues(result.data, []);
    if (issues.length) return { error: new $ZodRealError(issues) as unknown as Error };
    return { value: result.data };
  };

/** Parsed input is JSON-shaped; its depth is bounded by the body parser and the schema that accepted it. */
function nulIssues(value: unknown, path: PropertyKey[]): $ZodIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ code: 'custom', path, message: 'text_nul', input: value } as $ZodIssue]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulIssues(item, [...path, index]));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => nulIssues(item, [...path, key]));
  }
  return [];
}
