import {
  type Locale,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HEADINGS,
  PRODUCT_IMPORT_REQUIRED,
  PRODUCT_IMPORT_ROWS_MAX,
  type ProductImportColumn,
  type ProductImportReply,
  type ProductImportRow,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import {
  type ProductRow,
  products,
  productVariations,
  refreshOfferPrices,
  setPriceAuthor,
  type VariationRow,
  variationLabels,
} from '../products';
import { type Row, translatedRefusal } from './import-row';
import { makeRow } from './make-row';
import { namesOf, normal } from './names';
import { textOf } from './read-cells';
import { readSheet, type SheetRow } from './read-sheet';
import { changeRow } from './update-row';
import { changeVariationRow } from './update-variation-row';

/** Thrown inside the transaction to undo a check, or an import with a row in error; never leaves this module. */
class RollBack extends Error {}

const HEADINGS = new Map<string, ProductImportColumn>(
  PRODUCT_IMPORT_COLUMNS.flatMap((column) =>
    Object.values(PRODUCT_IMPORT_HEADINGS[column]).map((heading) => [normal(heading), column] as const),
  ),
);

/**
 * Makes products from a spreadsheet's rows (decision 094), each as the product form makes one, and changes the
 * products and variations whose SKU a row names, each as their forms and a stock count would (decision 095). All of the file or
 * nothing: every row is written inside one transaction, which is undone when any row fails or when the call only
 * checks the file, so a check answers exactly what an import would (a SKU twice in the file, one already in the shop).
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
  const names = await namesOf(db);

  const report: ProductImportRow[] = [];
  const written: number[] = [];
  let created = 0;
  let updated = 0;
  try {
    await db.transaction(async (tx) => {
      // Before any row's savepoint, which would forget it when undone (decision 108).
      await setPriceAuthor(tx, { reason: 'import', userId: options.userId });
      const known = await namedBySku(tx, rows, where.get('sku'));
      const lineOfSku = new Map<string, number>();
      for (const sheetRow of rows) {
        const row: Row = {
          line: sheetRow.line,
          cell: (column) => {
            const index = where.get(column);
            return index === undefined ? undefined : sheetRow.cells[index];
          },
          has: (column) => where.has(column),
        };
        const sku = textOf(row.cell('sku')).toUpperCase();
        const repeated = sku ? lineOfSku.get(sku) : undefined;
        if (sku && repeated === undefined) lineOfSku.set(sku, row.line);
        const current = sku ? known.get(sku) : undefined;
        const context = { tx, names, locale, userId: options.userId, write: repeated === undefined };
        const { line, id } = !current
          ? await makeRow(context, row)
          : current.variation
            ? await changeVariationRow(context, row, current.product, current.variation)
            : await changeRow(context, row, current.product);
        if (repeated !== undefined) {
          line.errors.unshift(translatedRefusal('sku', 'import_sku_repeated', locale, { line: repeated }));
        }
        report.push(line);
        if (id !== undefined) written.push(id);
        if (line.action === 'create') created += 1;
        if (line.action === 'update') updated += 1;
      }
      if (options.dryRun || report.some((line) => line.errors.length)) throw new RollBack();
      // The offers in force, once for every product made or changed.
      if (written.length) await refreshOfferPrices(tx, new Date(), written);
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    created = 0;
    updated = 0;
  }
  return { dry_run: options.dryRun, created, updated, rows: report };
}

/**
 * Where each column is, by its heading in either language; one twice refuses the file. A file that names products by
 * their SKU may leave out any other column (a price list: SKU and Precio); one without SKUs makes products only, and
 * needs the columns a product is made from.
 */
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
  const missing = where.has('sku') ? [] : PRODUCT_IMPORT_REQUIRED.filter((column) => !where.has(column));
  if (missing.length) {
    throw invalidFields({ file: ['import_columns_missing'] }, 'validation_failed', {
      columns: missing.map((column) => PRODUCT_IMPORT_HEADINGS[column][locale]).join(', '),
    });
  }
  return where;
}

/** What a SKU of the file names in the shop: a product, or one of a product's variations. */
interface Named {
  product: ProductRow;
  variation?: VariationRow & { label: string };
}

/** The products and variations the file's SKUs name, read once and locked until the import ends. */
async function namedBySku(
  tx: Tx,
  rows: SheetRow[],
  skuIndex: number | undefined,
): Promise<Map<string, Named>> {
  const named = new Map<string, Named>();
  if (skuIndex === undefined) return named;
  const skus = [...new Set(rows.map((row) => textOf(row.cells[skuIndex]).toUpperCase()).filter(Boolean))];
  if (!skus.length) return named;
  for (const product of await tx.select().from(products).where(inArray(products.sku, skus)).for('update')) {
    named.set(product.sku, { product });
  }
  const variations = await tx
    .select({ variation: productVariations, product: products })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(inArray(productVariations.sku, skus))
    .for('update');
  const labels = await variationLabels(
    tx,
    variations.map(({ variation }) => variation.id),
  );
  for (const { variation, product } of variations) {
    named.set(variation.sku, { product, variation: { ...variation, label: labels.get(variation.id) ?? '' } });
  }
  return named;
}
