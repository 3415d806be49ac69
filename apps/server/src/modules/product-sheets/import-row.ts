import {
  fieldErrors,
  type Locale,
  PRODUCT_IMPORT_HEADINGS,
  type ProductImportChange,
  type ProductImportColumn,
  type ProductImportRow,
  stockAdjustmentBodySchema,
  validationMessage,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { DomainError } from '../../lib/domain-errors';
import { type MessageKey, type MessageParams, translate, translateFields } from '../../lib/messages';
import { type Names, normal } from './names';
import { type Read, readAmount, readQuantity, textOf } from './read-cells';
import type { Cell } from './read-sheet';

/** One row of the sheet: its cells by column, and whether the file has a column at all. */
export interface Row {
  line: number;
  cell(column: ProductImportColumn): Cell | undefined;
  has(column: ProductImportColumn): boolean;
}

export interface RowContext {
  tx: Tx;
  names: Names;
  locale: Locale;
  userId: number;
  /** False for a row whose SKU an earlier row has: it is read and judged, never written. */
  write: boolean;
}

/** A row as the reply shows it, and the product it made or changed once written. */
export interface RowResult {
  line: ProductImportRow;
  id?: number;
}

const heading = (column: ProductImportColumn, locale: Locale) => PRODUCT_IMPORT_HEADINGS[column][locale];

/** "SKU: el mismo SKU está en la fila 3". */
export const translatedRefusal = (
  column: ProductImportColumn,
  key: MessageKey,
  locale: Locale,
  params: MessageParams = {},
) => `${heading(column, locale)}: ${translate(key, locale, params)}`;

/** Reads a row's cells into values, keeping what cannot be read as "Column: message". */
export function readerOf(row: Row, names: Names, locale: Locale) {
  const errors: string[] = [];
  const refused = new Set<ProductImportColumn>();
  const refuse = (column: ProductImportColumn, message: string) => {
    refused.add(column);
    errors.push(`${heading(column, locale)}: ${message}`);
  };
  const text = (column: ProductImportColumn) => textOf(row.cell(column));
  const take = <T>(column: ProductImportColumn, read: Read<T>): T | undefined => {
    if ('value' in read) return read.value;
    refuse(column, validationMessage(read.error, locale));
    return undefined;
  };
  return {
    errors,
    /** The columns already refused: the form's schema is not asked about them again. */
    refused,
    refuse,
    text,
    take,
    /** What the file says of a column it has, or `otherwise` when it lacks the column (decision 095). */
    given<T>(column: ProductImportColumn, value: () => T, otherwise: T): T {
      return row.has(column) ? value() : otherwise;
    },
    /** An amount cell in cents: null when it is empty, or unreadable (and refused). */
    amount(column: 'regular_price' | 'sale_price' | 'wholesale_price' | 'cost_price'): number | null {
      return take(column, readAmount(row.cell(column), locale)) ?? null;
    },
    /** The stock cell's units: null when it is empty, or unreadable (and refused). */
    stock(): number | null {
      return take('quantity', readQuantity(row.cell('quantity'))) ?? null;
    },
    /** The category or brand a cell names: null for an empty cell, undefined when the name is unknown or shared. */
    idOf(column: 'category' | 'brand'): number | null | undefined {
      const name = text(column);
      if (!name) return null;
      const ids = names[column].ids.get(normal(name)) ?? [];
      if (ids.length === 1) return ids[0];
      refuse(
        column,
        translate(ids.length ? 'import_name_ambiguous' : 'import_name_unknown', locale, { name }),
      );
      return undefined;
    },
  };
}

/**
 * The stock count a row asks for, as the stock adjustment's body (decision 095): none when the stock cell is empty
 * or says what the stock already is. `variationId` for a variation's own stock.
 */
export function stockCountOf(
  quantity: number | null | undefined,
  stock: { realQuantity: number },
  locale: Locale,
  variationId: number | null = null,
) {
  if (quantity == null || quantity === stock.realQuantity) return null;
  return stockAdjustmentBodySchema.safeParse({
    operation: 'set',
    quantity,
    variation_id: variationId,
    note: translate('import_stock_note', locale),
  });
}

/** What a changed row changes, each column from what to what; a column whose value stays is not listed. */
export function changeList() {
  const changes: ProductImportChange[] = [];
  const compare = (
    column: ProductImportColumn,
    before: string | number | null,
    after: string | number | null,
  ) => {
    if (before !== after) changes.push({ column, before, after });
  };
  return { changes, compare };
}

/** A schema's refusal of a body, as "Column: message" by the file's own headings, but for columns already refused. */
export function refusalsOf(
  error: z.ZodError,
  locale: Locale,
  refused: ReadonlySet<ProductImportColumn> = new Set(),
): string[] {
  const fields = Object.entries(fieldErrors(error.issues, locale)).filter(([field]) => {
    const column = COLUMN_OF[field];
    return !column || !refused.has(column);
  });
  return named(Object.fromEntries(fields), locale);
}

/**
 * Writes a row in its own savepoint: a row refused leaves the others as they were. What the shop refuses (a SKU
 * taken, fewer units than carts hold) comes back as the row's messages.
 */
export async function inSavepoint(
  tx: Tx,
  locale: Locale,
  write: (savepoint: Tx) => Promise<number>,
): Promise<{ id?: number; errors: string[] }> {
  try {
    return { id: await tx.transaction(write), errors: [] };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      errors: named(translateFields(error.fields ?? { _: [error.key] }, locale, error.params), locale),
    };
  }
}

/** The form's and the stock count's fields, by the columns that hold them. */
const COLUMN_OF: Record<string, ProductImportColumn> = {
  name: 'name',
  sku: 'sku',
  short_description: 'short_description',
  category_id: 'category',
  brand_id: 'brand',
  regular_price: 'regular_price',
  sale_price: 'sale_price',
  wholesale_price: 'wholesale_price',
  cost_price: 'cost_price',
  real_quantity: 'quantity',
  initial_availability: 'quantity',
  quantity: 'quantity',
  variation_id: 'quantity',
};

function named(fields: Record<string, string[]>, locale: Locale): string[] {
  const lines = Object.entries(fields).flatMap(([field, messages]) => {
    const column = COLUMN_OF[field];
    return messages.map((message) => (column ? `${heading(column, locale)}: ${message}` : message));
  });
  return [...new Set(lines)];
}
