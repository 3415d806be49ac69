import {
  fieldErrors,
  type Locale,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HEADINGS,
  PRODUCT_IMPORT_REQUIRED,
  PRODUCT_IMPORT_ROWS_MAX,
  type ProductImportColumn,
  type ProductImportReply,
  type ProductImportRow,
  productBodySchema,
  validationMessage,
} from '@shop/contracts';
import type { Database } from '../../../db/client';
import { DomainError, invalidFields } from '../../../lib/domain-errors';
import { translate, translateFields } from '../../../lib/messages';
import { brands, categories } from '../../taxonomy';
import { refreshOfferPrices } from '../offer-prices';
import { insertProduct } from '../products.service';
import { type Read, readAmount, readQuantity, textOf } from './read-cells';
import { type Cell, readSheet, type SheetRow } from './read-sheet';

/** Thrown inside the transaction to undo a check, or an import with a row in error; never leaves this module. */
class RollBack extends Error {}

/** "Categoría", "categoria " and "CATEGORÍA" are one heading; so are names of categories and brands. */
const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const HEADINGS = new Map<string, ProductImportColumn>(
  PRODUCT_IMPORT_COLUMNS.flatMap((column) =>
    Object.values(PRODUCT_IMPORT_HEADINGS[column]).map((heading) => [normal(heading), column] as const),
  ),
);

/**
 * Makes products from a spreadsheet's rows (decision 094), each as the product form makes one (`insertProduct`): the
 * same checks, the same SKU and slug rules, its stock as the first row of its ledger. All of the file or nothing:
 * every row is made inside one transaction, which is undone when any row fails or when the call only checks the file,
 * so a check answers exactly what an import would (a SKU twice in the file, one already in the shop).
 */
export async function importProducts(
  db: Database,
  file: Buffer,
  options: { dryRun: boolean; locale: Locale; userId: number },
): Promise<ProductImportReply> {
  const { locale } = options;
  const [headingRow, ...rows] = await readSheet(file);
  if (!headingRow || !rows.length) throw invalidFields({ file: ['import_file_empty'] });
  if (rows.length > PRODUCT_IMPORT_ROWS_MAX) {
    throw invalidFields({ file: ['import_too_many_rows'] }, 'validation_failed', {
      max: PRODUCT_IMPORT_ROWS_MAX,
    });
  }
  const where = columnsOf(headingRow, locale);
  const lookups = await namesToIds(db);

  const report: ProductImportRow[] = [];
  const made: number[] = [];
  let created = 0;
  try {
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const cell = (column: ProductImportColumn): Cell | undefined => {
          const index = where.get(column);
          return index === undefined ? undefined : row.cells[index];
        };
        const { body, errors } = bodyOf(cell, lookups, locale);
        const line: ProductImportRow = {
          line: row.line,
          name: textOf(cell('name')),
          category: textOf(cell('category')),
          regular_price: typeof body.regular_price === 'number' ? body.regular_price : null,
          quantity: typeof body.real_quantity === 'number' ? body.real_quantity : null,
          errors,
        };
        report.push(line);
        if (errors.length) continue;
        const parsed = productBodySchema.safeParse(body, { reportInput: true });
        if (!parsed.success) {
          line.errors.push(...named(fieldErrors(parsed.error.issues, locale), locale));
          continue;
        }
        try {
          // Each row in its own savepoint: a row refused leaves the others as they were.
          const row = await tx.transaction((savepoint) =>
            insertProduct(savepoint, parsed.data, options.userId),
          );
          made.push(row.id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const fields = translateFields(error.fields ?? { _: [error.key] }, locale, error.params);
          line.errors.push(...named(fields, locale));
        }
      }
      if (options.dryRun || report.some((line) => line.errors.length)) throw new RollBack();
      // The offers in force, once for every product made.
      if (made.length) await refreshOfferPrices(tx, new Date(), made);
      created = made.length;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return { dry_run: options.dryRun, created, rows: report };
}

/** Where each column is, by its heading in either language; a required one missing, or one twice, refuses the file. */
function columnsOf(headingRow: SheetRow, locale: Locale): Map<ProductImportColumn, number> {
  const where = new Map<ProductImportColumn, number>();
  headingRow.cells.forEach((cell, index) => {
    const column = HEADINGS.get(normal(textOf(cell)));
    if (!column) return;
    if (where.has(column)) {
      throw invalidFields({ file: ['import_column_twice'] }, 'validation_failed', {
        column: PRODUCT_IMPORT_HEADINGS[column][locale],
      });
    }
    where.set(column, index);
  });
  const missing = PRODUCT_IMPORT_REQUIRED.filter((column) => !where.has(column));
  if (missing.length) {
    throw invalidFields({ file: ['import_columns_missing'] }, 'validation_failed', {
      columns: missing.map((column) => PRODUCT_IMPORT_HEADINGS[column][locale]).join(', '),
    });
  }
  return where;
}

interface Lookups {
  categories: Map<string, number[]>;
  brands: Map<string, number[]>;
}

async function namesToIds(db: Database): Promise<Lookups> {
  const group = (rows: Array<{ id: number; name: string }>) => {
    const map = new Map<string, number[]>();
    for (const row of rows) map.set(normal(row.name), [...(map.get(normal(row.name)) ?? []), row.id]);
    return map;
  };
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: brands.id, name: brands.name }).from(brands),
  ]);
  return { categories: group(categoryRows), brands: group(brandRows) };
}

/** The product form's body a row stands for, and what in the row could not be read into it. */
function bodyOf(cell: (column: ProductImportColumn) => Cell | undefined, lookups: Lookups, locale: Locale) {
  const errors: string[] = [];
  const heading = (column: ProductImportColumn) => PRODUCT_IMPORT_HEADINGS[column][locale];
  const take = <T>(column: ProductImportColumn, read: Read<T>): T | undefined => {
    if ('value' in read) return read.value;
    errors.push(`${heading(column)}: ${validationMessage(read.error, locale)}`);
    return undefined;
  };
  const idOf = (column: 'category' | 'brand', names: Map<string, number[]>) => {
    const name = textOf(cell(column));
    if (!name) return undefined;
    const ids = names.get(normal(name)) ?? [];
    if (ids.length === 1) return ids[0];
    errors.push(
      `${heading(column)}: ${translate(ids.length ? 'import_name_ambiguous' : 'import_name_unknown', locale, { name })}`,
    );
    return undefined;
  };
  const quantity = take('quantity', readQuantity(cell('quantity'))) ?? 0;
  const body = {
    name: textOf(cell('name')),
    sku: textOf(cell('sku')) || undefined,
    short_description: textOf(cell('short_description')),
    category_id: idOf('category', lookups.categories),
    brand_id: idOf('brand', lookups.brands) ?? null,
    regular_price: take('regular_price', readAmount(cell('regular_price'), locale)) ?? undefined,
    sale_price: take('sale_price', readAmount(cell('sale_price'), locale)) ?? null,
    wholesale_price: take('wholesale_price', readAmount(cell('wholesale_price'), locale)) ?? null,
    real_quantity: quantity,
    initial_availability: quantity,
  };
  if (textOf(cell('category')) === '')
    errors.push(`${heading('category')}: ${validationMessage('required', locale)}`);
  return { body, errors };
}

/** The form's field errors as "Column: message", by the file's own headings. */
function named(fields: Record<string, string[]>, locale: Locale): string[] {
  const columnOf: Record<string, ProductImportColumn> = {
    name: 'name',
    sku: 'sku',
    short_description: 'short_description',
    category_id: 'category',
    brand_id: 'brand',
    regular_price: 'regular_price',
    sale_price: 'sale_price',
    wholesale_price: 'wholesale_price',
    real_quantity: 'quantity',
    initial_availability: 'quantity',
  };
  const lines = Object.entries(fields).flatMap(([field, messages]) => {
    const column = columnOf[field];
    return messages.map((message) =>
      column ? `${PRODUCT_IMPORT_HEADINGS[column][locale]}: ${message}` : message,
    );
  });
  return [...new Set(lines)];
}
