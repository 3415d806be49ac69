import { type ProductImportRow, productBodySchema, validationMessage } from '@shop/contracts';
import { insertProduct } from '../products';
import { inSavepoint, type Row, type RowContext, type RowResult, readerOf, refusalsOf } from './import-row';

/**
 * A row whose SKU is no product's makes one (decision 094), as the product form makes it (`insertProduct`): the same
 * checks, the same SKU and slug rules, its stock as the first row of its ledger at the main warehouse.
 */
export async function makeRow(
  { tx, names, locale, userId, write }: RowContext,
  row: Row,
): Promise<RowResult> {
  const read = readerOf(row, names, locale);
  const quantity = read.stock() ?? 0;
  if (read.text('category') === '') read.refuse('category', validationMessage('required', locale));
  const body = {
    name: read.text('name'),
    sku: read.text('sku') || undefined,
    short_description: read.text('short_description'),
    category_id: read.idOf('category') ?? undefined,
    brand_id: read.idOf('brand') ?? null,
    regular_price: read.amount('regular_price') ?? undefined,
    sale_price: read.amount('sale_price'),
    wholesale_price: read.amount('wholesale_price'),
    cost_price: read.amount('cost_price'),
    real_quantity: quantity,
    initial_availability: quantity,
  };
  const line: ProductImportRow = {
    line: row.line,
    action: 'create',
    name: body.name,
    category: read.text('category'),
    regular_price: body.regular_price ?? null,
    quantity,
    changes: [],
    errors: read.errors,
  };
  // The form's rules judge what could be read, so a row says everything wrong with it at once.
  const parsed = productBodySchema.safeParse(body, { reportInput: true });
  if (!parsed.success) line.errors.push(...refusalsOf(parsed.error, locale, read.refused));
  if (!parsed.success || line.errors.length || !write) return { line };
  const written = await inSavepoint(
    tx,
    locale,
    async (savepoint) => (await insertProduct(savepoint, parsed.data, userId)).id,
  );
  line.errors.push(...written.errors);
  return written.id === undefined ? { line } : { line, id: written.id };
}
