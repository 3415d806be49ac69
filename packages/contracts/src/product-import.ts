import { z } from 'zod';
import type { Locale } from './common';

/**
 * Products made or changed from a spreadsheet (decisions 094 and 095): an .xlsx or .csv file whose first row names the
 * columns, in either language. The longest file and the most rows one import takes.
 */
export const PRODUCT_IMPORT_BYTES_MAX = 1024 * 1024;
export const PRODUCT_IMPORT_ROWS_MAX = 500;

/**
 * The columns an import reads and an export writes, in the order of the template. A row whose SKU is a product's
 * changes that product (decision 095); any other row makes one, and needs the first three.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  'name',
  'category',
  'regular_price',
  'sku',
  'brand',
  'sale_price',
  'wholesale_price',
  'cost_price',
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
  cost_price: { 'es-ES': 'Costo', 'en-US': 'Cost' },
  quantity: { 'es-ES': 'Existencias', 'en-US': 'Stock' },
  short_description: { 'es-ES': 'Descripción corta', 'en-US': 'Short description' },
};

/** What a row does: makes a product, changes the one its SKU names, or finds it as the file says already. */
export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'keep'] as const;

export const productImportChangeSchema = z.object({
  column: z.enum(PRODUCT_IMPORT_COLUMNS),
  /** Cents for the prices and the cost, units for the stock, names and text for the rest; null for an empty cell. */
  before: z.union([z.string(), z.number()]).nullable(),
  after: z.union([z.string(), z.number()]).nullable(),
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

export const productImportRowSchema = z.object({
  /** The row's number in the file, as a spreadsheet shows it (the headings are row 1). */
  line: z.number().int(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  name: z.string(),
  category: z.string(),
  /** Cents of the base coin, or null when the cell could not be read as an amount. */
  regular_price: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  /** For a product changed: each column that changes, from what to what. */
  changes: z.array(productImportChangeSchema),
  /** What is wrong with the row, each message naming its column; empty when the row can be imported. */
  errors: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportReplySchema = z.object({
  /** Whether the file was only checked (nothing written). */
  dry_run: z.boolean(),
  /** Products made and changed: 0 for a check, or when any row has an error (all of the file or nothing). */
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.array(productImportRowSchema),
});
export type ProductImportReply = z.infer<typeof productImportReplySchema>;

export const PRODUCT_IMPORT_PATH = '/admin/products/import';

/**
 * The products the list shows, every page of them, as a CSV in the import's columns (decision 095). ".csv" keeps it
 * apart from `/admin/products/:slug`: no slug holds a dot.
 */
export const PRODUCT_EXPORT_PATH = '/admin/products/export.csv';
