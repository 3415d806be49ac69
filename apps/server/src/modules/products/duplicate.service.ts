import { type Locale, type Product, productBodySchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { findProduct, loadProduct } from './load-product';
import { productImages } from './product-images.table';
import { createProduct } from './products.service';
import { products } from './products.table';
import { replaceVariations } from './variations.service';

const NAME_MAX = 50;

/**
 * A copy of a product to start a similar one from (staff's "Duplicar", decision 089): its words, prices, categories,
 * links, pictures, specification sheet and variations, under a new name, SKU and slug. It is hidden from the shop
 * until staff show it, and it has no stock: stock is what stands on the shelves, counted with a reason
 * (stock-history), never copied. One transaction: a copy is whole or not made.
 */
export async function duplicateProduct(
  db: Database,
  slug: string,
  userId: number | null,
  locale: Locale,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const row = await findProduct(tx, slug);
    const source = await loadProduct(tx, row);
    const parsed = productBodySchema.safeParse({
      ...source,
      // The stored percentage, not the one a sale price derives (which would apply once the copy's sale price goes).
      discount_percentage: row.discountPercentage,
      name: copyName(source.name, locale),
      sku: undefined,
      slug: undefined,
      visible: false,
      real_quantity: 0,
    });
    // What the edit form would refuse to save (a rule newer than the product) is refused here too, as a 422.
    if (!parsed.success) throw invalid('product_copy_invalid');
    const body = parsed.data;
    const copy = await createProduct(tx, body, userId);

    const pictures = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, source.id))
      .orderBy(asc(productImages.position), asc(productImages.id));
    const newImageIds = new Map<number, number>();
    for (const { id, productId: _source, createdAt: _created, ...picture } of pictures) {
      const [inserted] = await tx
        .insert(productImages)
        .values({ ...picture, productId: copy.id })
        .returning({ id: productImages.id });
      if (inserted) newImageIds.set(id, inserted.id);
    }

    if (row.specSheetPath)
      await tx.update(products).set({ specSheetPath: row.specSheetPath }).where(eq(products.id, copy.id));

    if (source.kind === 'variable' && source.variations.length)
      await replaceVariations(
        tx,
        copy.slug,
        {
          variations: source.variations.map((variation) => ({
            sku: undefined,
            regular_price: variation.regular_price,
            sale_price: variation.sale_price,
            wholesale_price: variation.wholesale_price,
            cost_price: variation.cost_price,
            real_quantity: 0,
            active: variation.active,
            image_id: variation.image_id === null ? null : (newImageIds.get(variation.image_id) ?? null),
            terms: variation.terms,
          })),
        },
        userId,
      );
    return loadProduct(tx, await findProduct(tx, copy.slug));
  });
}

/**
 * "Café Cubita molido 250 g (copia)"; when the whole would pass a name's 50 characters, the original's name loses its
 * last words (not half a word) until it fits. Staff rename the copy anyway.
 */
function copyName(name: string, locale: Locale): string {
  const whole = translate('product_copy_name', locale, { name });
  if (whole.length <= NAME_MAX) return whole;
  const room = NAME_MAX - (whole.length - name.length);
  const cut = name.slice(0, room);
  const lastSpace = name[room] === ' ' ? room : cut.lastIndexOf(' ');
  const shortened = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
  return translate('product_copy_name', locale, { name: shortened });
}
