import { type Product, type ProductImportRow, productBodySchema, validationMessage } from '@shop/contracts';
import { translate } from '../../lib/messages';
import { loadProduct, type ProductRow, rewriteProduct } from '../products';
import { adjustStockOf } from '../stock-history';
import {
  changeList,
  inSavepoint,
  type Row,
  type RowContext,
  type RowResult,
  readerOf,
  refusalsOf,
  stockCountOf,
} from './import-row';

/**
 * A row whose SKU is a product's changes that product (decision 095): each column the file has sets what it names
 * (an empty offer price, wholesale price, cost, brand or description clears it); a column the file lacks is left as it is.
 * The product is rewritten as its form would (`rewriteProduct`: every rule of the form), and a stock that differs is
 * counted as a stock adjustment would count it, with the ledger's reason; an empty stock cell leaves the stock alone.
 * Nothing is written for a row that changes nothing.
 */
export async function changeRow(
  { tx, names, locale, userId, write }: RowContext,
  row: Row,
  current: ProductRow,
): Promise<RowResult> {
  const read = readerOf(row, names, locale);
  const categoryName = (id: number | null | undefined) => (id ? (names.category.name.get(id) ?? '') : '');
  const brandName = (id: number | null | undefined) => (id ? (names.brand.name.get(id) ?? '') : null);
  const line: ProductImportRow = {
    line: row.line,
    action: 'keep',
    name: current.name,
    category: categoryName(current.categoryId),
    regular_price: current.regularPrice,
    quantity: current.kind === 'simple' ? current.realQuantity : null,
    changes: [],
    errors: read.errors,
  };
  if (current.kind === 'variable') {
    read.refuse('sku', translate('import_variable_product', locale));
    return { line };
  }

  if (row.has('category') && read.text('category') === '')
    read.refuse('category', validationMessage('required', locale));
  const next = {
    name: read.given('name', () => read.text('name'), current.name),
    category_id: read.given('category', () => read.idOf('category'), current.categoryId),
    brand_id: read.given('brand', () => read.idOf('brand'), current.brandId),
    regular_price: read.given('regular_price', () => read.amount('regular_price'), current.regularPrice),
    sale_price: read.given('sale_price', () => read.amount('sale_price'), current.salePrice),
    wholesale_price: read.given(
      'wholesale_price',
      () => read.amount('wholesale_price'),
      current.wholesalePrice,
    ),
    cost_price: read.given('cost_price', () => read.amount('cost_price'), current.costPrice),
    short_description: read.given(
      'short_description',
      () => read.text('short_description'),
      current.shortDescription,
    ),
  };
  const quantity = read.given('quantity', () => read.stock(), null);
  if (quantity != null && current.kind !== 'simple')
    read.refuse('quantity', translate('stock_not_kept', locale));
  line.name = next.name;
  if (next.category_id) line.category = categoryName(next.category_id);
  line.regular_price = next.regular_price;
  if (quantity != null) line.quantity = quantity;
  if (line.errors.length) return { line };

  const { changes, compare } = changeList();
  compare('name', current.name, next.name);
  compare('category', categoryName(current.categoryId), categoryName(next.category_id));
  compare('brand', brandName(current.brandId), brandName(next.brand_id));
  compare('regular_price', current.regularPrice, next.regular_price);
  compare('sale_price', current.salePrice, next.sale_price);
  compare('wholesale_price', current.wholesalePrice, next.wholesale_price);
  compare('cost_price', current.costPrice, next.cost_price);
  compare('short_description', current.shortDescription, next.short_description);
  const productChanges = changes.length > 0;
  if (quantity != null) compare('quantity', current.realQuantity, quantity);
  line.changes = changes;
  if (!changes.length) return { line };
  line.action = 'update';

  const body = productChanges
    ? productBodySchema.safeParse(
        {
          ...bodyOf(await loadProduct(tx, current)),
          // The product's discount_percentage is the one its prices come to; the form's is staff's (form-values.ts).
          discount_percentage: current.salePrice === null ? current.discountPercentage : 0,
          ...next,
          category_id: next.category_id ?? undefined,
          regular_price: next.regular_price ?? undefined,
        },
        { reportInput: true },
      )
    : null;
  const count = stockCountOf(quantity, current, locale);
  for (const parsed of [body, count])
    if (parsed && !parsed.success) line.errors.push(...refusalsOf(parsed.error, locale));
  if (line.errors.length || !write) return { line };

  const written = await inSavepoint(tx, locale, async (savepoint) => {
    if (body?.success) await rewriteProduct(savepoint, current, body.data);
    if (count?.success) await adjustStockOf(savepoint, current, count.data, userId);
    return current.id;
  });
  line.errors.push(...written.errors);
  return written.id === undefined ? { line } : { line, id: written.id };
}

/** What the product form would send for a product as it is: every field of the body, from the whole product. */
function bodyOf(product: Product): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(productBodySchema.shape).map((key) => [key, product[key as keyof Product]]),
  );
}
