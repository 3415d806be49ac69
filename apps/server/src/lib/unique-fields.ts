import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { type FieldErrorKeys, invalidFields } from './domain-errors';
import { isUniqueViolation } from './pg-errors';

export interface UniqueRule {
  field: string;
  /** Matches a row holding the same value (`lower(name) = lower($1)`). */
  same: SQL;
  /** The unique constraint or index that enforces the rule, to name the field when a race slips past the check. */
  constraint: string;
}

/** SPEC §5: duplicates are not allowed. Every field whose value another row already holds. */
export async function refuseDuplicates(
  tx: Tx,
  table: PgTable,
  idColumn: PgColumn,
  rules: readonly UniqueRule[],
  exceptId: number | undefined,
): Promise<void> {
  const errors: FieldErrorKeys = {};
  for (const rule of rules) {
    const [taken] = await tx
      .select({ id: idColumn })
      .from(table)
      .where(and(rule.same, exceptId === undefined ? undefined : ne(idColumn, exceptId)))
      .limit(1);
    if (taken) errors[rule.field] = ['duplicates_not_allowed'];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
}

function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** Runs a write; a unique violation (another request saved the same value meanwhile) becomes the same 422. */
export async function writeUnique<T>(rules: readonly UniqueRule[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = violatedConstraint(error);
    const rule = rules.find((r) => r.constraint === constraint) ?? rules[0];
    throw invalidFields({ [rule?.field ?? '_']: ['duplicates_not_allowed'] });
  }
}
