/** drizzle wraps the driver's error; PGlite and node-postgres both carry PostgreSQL's SQLSTATE in `code`. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/** A row still referenced: 23503 (`NO ACTION`) or 23001 (`ON DELETE RESTRICT`). */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(sqlState(error) ?? '');

/**
 * Data the database refuses although validation let it through (a NUL byte in a text, a number beyond a
 * column's range, an impossible date): the caller's input is at fault, so it is a 422, never a 500.
 */
const INPUT_STATES = new Set(['22021', '22P05', '22003', '22007', '22008', '22P02', '22001', '54000']);
export const isInvalidInput = (error: unknown) => INPUT_STATES.has(sqlState(error) ?? '');
