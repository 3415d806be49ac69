import { type ProductImportRow, variationPricesSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { type ProductRow, productVariations, type VariationRow } from '../products';
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
 * A row whose SKU is a variation's changes that variation (decision 095): its three prices and its own cost (an empty
 * cost cell leaves it the product's, decision 110), by the rules of the variations' form, and its stock, counted as a stock adjustment of that variation would count it. Its name,
 * category, brand and description are its product's, which the row does not change.
 */
export async function changeVariationRow(
  { tx, names, locale, userId, write }: RowContext,
  row: Row,
  product: ProductRow,
  variation: VariationRow & { label: string },
): Promise<RowResult> {
  const read = readerOf(row, names, locale);
  const line: ProductImportRow = {
    line: row.line,
    action: 'keep',
    name: variation.label ? `${product.name} — ${variation.label}` : product.name,
    category: names.category.name.get(product.categoryId) ?? '',
    regular_price: variation.regularPrice,
    quantity: variation.realQuantity,
    changes: [],
    errors: read.errors,
  };
  const price = (
    column: 'regular_price' | 'sale_price' | 'wholesale_price' | 'cost_price',
    otherwise: number | null,
  ) => read.given(column, () => read.amount(column), otherwise);
  const next = {
    regular_price: price('regular_price', variation.regularPrice),
    sale_price: price('sale_price', variation.salePrice),
    wholesale_price: price('wholesale_price', variation.wholesalePrice),
    cost_price: price('cost_price', variation.costPrice),
  };
  const quantity = read.given('quantity', () => read.stock(), null);
  line.regular_price = next.regular_price;
  if (quantity != null) line.quantity = quantity;
  if (line.errors.length) return { line };

  const { changes, compare } = changeList();
  compare('regular_price', variation.regularPrice, next.regular_price);
  compare('sale_price', variation.salePrice, next.sale_price);
  compare('wholesale_price', variation.wholesalePrice, next.wholesale_price);
  compare('cost_price', variation.costPrice, next.cost_price);
  const pricesChange = changes.length > 0;
  if (quantity != null) compare('quantity', variation.realQuantity, quantity);
  line.changes = changes;
  if (!changes.length) return { line };
  line.action = 'update';

  const prices = pricesChange
    ? variationPricesSchema.safeParse(
        { ...next, regular_price: next.regular_price ?? undefined },
        { reportInput: true },
      )
    : null;
  const count = stockCountOf(quantity, variation, locale, variation.id);
  for (const parsed of [prices, count]) {
    if (parsed && !parsed.success) line.errors.push(...refusalsOf(parsed.error, locale));
  }
  if (line.errors.length || !write) return { line };

  const written = await inSavepoint(tx, locale, async (savepoint) => {
    if (prices?.success) {
      await savepoint
        .update(productVariations)
        .set({
          regularPrice: prices.data.regular_price,
          salePrice: prices.data.sale_price,
          wholesalePrice: prices.data.wholesale_price,
          costPrice: prices.data.cost_price,
          updatedAt: new Date(),
        })
        .where(eq(productVariations.id, variation.id));
    }
    if (count?.success) await adjustStockOf(savepoint, product, count.data, userId);
    return product.id;
  });
  line.errors.push(...written.errors);
  return written.id === undefined ? { line } : { line, id: written.id };
}
