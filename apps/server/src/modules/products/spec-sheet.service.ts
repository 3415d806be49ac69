import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Product, SPEC_SHEET_MAX_BYTES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalidFields, notFound } from '../../lib/domain-errors';
import { contentHash, privateRoot, saveFile } from '../../lib/storage';
import { tooLarge } from '../../lib/uploaded-files';
import { findProduct, loadProduct } from './load-product';
import { products } from './products.table';

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** By content: a PDF starts with "%PDF-"; a docx is a ZIP that holds word/document.xml. */
function sheetType(data: Buffer): keyof typeof TYPES | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const zip = data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (zip && data.includes('word/document.xml', 0, 'latin1')) return 'docx';
  return undefined;
}

export async function saveSpecSheet(
  db: Database,
  dataDir: string,
  slug: string,
  data: Buffer,
): Promise<Product> {
  const product = await findProduct(db, slug);
  if (data.length > SPEC_SHEET_MAX_BYTES) throw tooLarge('file', 'spec_sheet_too_large');
  const type = sheetType(data);
  if (!type) throw invalidFields({ file: ['spec_sheet_invalid'] });
  const relative = `spec-sheets/${contentHash(data)}.${type}`;
  await saveFile(privateRoot(dataDir), relative, data);
  const [row] = await db
    .update(products)
    .set({ specSheetPath: relative, updatedAt: new Date() })
    .where(eq(products.id, product.id))
    .returning();
  return loadProduct(db, row ?? product);
}

/** Shoppers download the sheet of a product they can see; anything else is not found. */
export async function readSpecSheet(
  db: Database,
  dataDir: string,
  slug: string,
): Promise<{ data: Buffer; type: string; filename: string }> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row?.active || !row.visible || !row.specSheetPath) throw notFound();
  const extension = path.extname(row.specSheetPath).slice(1) as keyof typeof TYPES;
  const data = await readFile(path.join(privateRoot(dataDir), row.specSheetPath)).catch(() => {
    throw notFound();
  });
  return { data, type: TYPES[extension] ?? 'application/octet-stream', filename: `${row.slug}.${extension}` };
}
