import { z } from 'zod';
import type { Locale } from './common';

/**
 * Products made from a spreadsheet (decision 094): an .xlsx or .csv file whose first row names the columns, in either
 * language. The longest file and the most rows one import takes.
 */
export const PRODUCT_IMPORT_BYTES_MAX = 1024 * 1024;
export const PRODUCT_IMPORT_ROWS_MAX = 500;

/** The columns an import reads, in the order of the template; the first three are required. */
export const PRODUCT_IMPORT_COLUMNS = [
  'name',
  'category',
  'regular_price',
  'sku',
  'brand',
  'sale_price',
  'wholesale_price',
  'quantity',
  'short_description',
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];
export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportColumn[] = ['name', 'category', 'regular_price'];

/** Each column's heading as staff write it in each language (the template's words); case and accents do not count. */
export const PRODUCT_IMPORT_HEADINGS: Record<ProductImportColumn, Record<Locale, string>> = {
  name: { 'es-ES': 'Nombre', 'en-US': 'Name' },
  category: { 'es-ES': 'Categoría', 'en-US': 'Category' },
  regular_price: { 'es-ES': 'Precio', 'en-US': 'Price' },
  sku: { 'es-ES': 'SKU', 'en-US': 'SKU' },
  brand: { 'es-ES': 'Marca', 'en-US': 'Brand' },
  sale_price: { 'es-ES': 'Precio rebajado', 'en-US': 'Sale price' },
  wholesale_price: { 'es-ES': 'Precio mayorista', 'en-US': 'Wholesale price' },
  quantity: { 'es-ES': 'Existencias', 'en-US': 'Stock' },
  short_description: { 'es-ES': 'Descripción corta', 'en-US': 'Short description' },
};

export const productImportRowSchema = z.object({
  /** The row's number in the file, as a spreadsheet shows it (the headings are row 1). */
  line: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** Cents of the base coin, or null when the cell could not be read as an amount. */
  regular_price: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  /** What is wrong with the row, each message naming its column; empty when the row can be imported. */
  errors: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportReplySchema = z.object({
  /** Whether the file was only checked (nothing made). */
  dry_run: z.boolean(),
  /** Products made: 0 for a check, or when any row has an error (an import is all of the file or nothing). */
  created: z.number().int(),
  rows: z.array(productImportRowSchema),
});
export type ProductImportReply = z.infer<typeof productImportReplySchema>;

export const PRODUCT_IMPORT_PATH = '/admin/products/import';
