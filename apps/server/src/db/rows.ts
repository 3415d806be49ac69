/** The rows of a raw `db.execute` result: PGlite and node-postgres both answer `{ rows }`, some drivers an array. */
export const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
