import { SLUG_MAX, slugify } from '@shop/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type FieldErrorKeys, invalidFields } from '../../lib/domain-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { categories } from '../taxonomy';
import { products } from './products.table';
import { productVariations } from './variations.table';

async function productWith(tx: Tx, where: ReturnType<typeof eq>, exceptId: number | undefined) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(where, exceptId === undefined ? undefined : ne(products.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** A sku names one thing to sell, so a product's may not repeat another product's or a variation's. */
export async function skuTaken(
  tx: Tx,
  sku: string,
  except: { productId?: number | undefined; productIdOfVariations?: number | undefined } = {},
): Promise<boolean> {
  if (await productWith(tx, eq(products.sku, sku), except.productId)) return true;
  const [variation] = await tx
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.sku, sku),
        except.productIdOfVariations === undefined
          ? undefined
          : ne(productVariations.productId, except.productIdOfVariations),
      ),
    )
    .limit(1);
  return variation !== undefined;
}

/** A typed slug or sku that is taken is refused; a derived one is numbered until free. */
export async function chooseIdentity(
  tx: Tx,
  typed: { sku: string | undefined; slug: string | undefined },
  name: string,
  categoryId: number,
  exceptId: number | undefined,
  current?: { sku: string; slug: string },
): Promise<{ sku: string; slug: string }> {
  const errors: FieldErrorKeys = {};
  const sku = typed.sku ?? current?.sku;
  const slug = typed.slug ?? current?.slug;
  if (sku && (await skuTaken(tx, sku, { productId: exceptId }))) errors.sku = ['duplicates_not_allowed'];
  if (slug && (await productWith(tx, eq(products.slug, slug), exceptId)))
    errors.slug = ['duplicates_not_allowed'];
  if (Object.keys(errors).length) throw invalidFields(errors);
  return {
    sku: sku ?? (await generateSku(tx, categoryId)),
    slug: slug ?? (await freeSlug(tx, name)),
  };
}

async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'producto';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await productWith(tx, eq(products.slug, candidate), undefined))) return candidate;
  }
}

/** "ROPA-000042": the main category's first letters and the next number of the products' sequence. */
async function generateSku(tx: Tx, categoryId: number): Promise<string> {
  const [category] = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const prefix = (category?.slug.replace(/-/g, '').slice(0, 4) || 'PRD').toUpperCase();
  const result = await tx.execute<{ n: string }>(
    sql`select nextval(pg_get_serial_sequence('products', 'id')) as n`,
  );
  const rows = (result as unknown as { rows: Array<{ n: string | number }> }).rows;
  let n = Number(rows[0]?.n ?? Date.now());
  for (;;) {
    const candidate = `${prefix}-${String(n).padStart(6, '0')}`;
    if (!(await skuTaken(tx, candidate))) return candidate;
    n += 1;
  }
}

/** A unique violation from a concurrent write names the same fields the checks would have. */
export async function writeIdentity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const text = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
    throw invalidFields({ [text.includes('slug') ? 'slug' : 'sku']: ['duplicates_not_allowed'] });
  }
}
