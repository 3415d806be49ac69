import {
  type Locale,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HEADINGS,
  type ProductImportColumn,
  type ProductListFilters,
} from '@shop/contracts';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productListWhere, products } from '../products';
import { brands, categories } from '../taxonomy';

/** Products read per query while the file is written: the database is never held while the browser reads. */
const BATCH = 1_000;

/**
 * The products the back office's list shows for `filters`, every page of them, as a CSV in the import's columns and
 * the reader's language (decision 095): what the import reads back to change them. Spanish spreadsheets separate with
 * `;` and write "4,50", English ones `,` and "4.50"; the byte order mark makes Excel read it as UTF-8. Products with
 * variations are left out: their prices and stock are their variations', which a row cannot hold.
 */
export async function* productsCsv(db: DbOrTx, filters: ProductListFilters, locale: Locale) {
  const separator = locale === 'es-ES' ? ';' : ',';
  const line = (cells: string[]) => `${cells.map((cell) => quoted(cell, separator)).join(separator)}\r\n`;
  yield `\uFEFF${line(PRODUCT_IMPORT_COLUMNS.map((column) => PRODUCT_IMPORT_HEADINGS[column][locale]))}`;
  const amount = (cents: number | null) =>
    cents === null ? '' : (cents / 100).toFixed(2).replace('.', locale === 'es-ES' ? ',' : '.');
  // Batches by id, each a short query of its own: a slow download never keeps a transaction open.
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        category: categories.name,
        regularPrice: products.regularPrice,
        sku: products.sku,
        brand: brands.name,
        salePrice: products.salePrice,
        wholesalePrice: products.wholesalePrice,
        kind: products.kind,
        realQuantity: products.realQuantity,
        shortDescription: products.shortDescription,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(productListWhere(filters), ne(products.kind, 'variable'), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!rows.length) return;
    yield rows
      .map((row) => {
        const cells: Record<ProductImportColumn, string> = {
          name: row.name,
          category: row.category,
          regular_price: amount(row.regularPrice),
          sku: row.sku,
          brand: row.brand ?? '',
          sale_price: amount(row.salePrice),
          wholesale_price: amount(row.wholesalePrice),
          // Combos and services keep no stock of their own: an empty cell, which the import leaves alone.
          quantity: row.kind === 'simple' ? String(row.realQuantity) : '',
          short_description: row.shortDescription,
        };
        return line(PRODUCT_IMPORT_COLUMNS.map((column) => cells[column]));
      })
      .join('');
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) return;
  }
}

/**
 * A cell as CSV writes it: quoted when it holds the separator, a quote or a line break. Text a spreadsheet would run
 * as a formula (it starts with =, +, -, @) is written after an apostrophe, which spreadsheets show as text and the
 * import leaves out (OWASP's "CSV injection").
 */
function quoted(cell: string, separator: string): string {
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
