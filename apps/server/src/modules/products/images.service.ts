import type { Product } from '@shop/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { type StoredImage, storeProductImage } from './image-processing';
import { findProduct, loadProduct } from './load-product';
import { productImages } from './product-images.table';
import { products } from './products.table';

/**
 * One refused image refuses the whole request (files already written stay unused: their names are hashes). A
 * product's first image becomes its main one. A picture the product already shows (the same bytes, so the same hash)
 * is not added again, nor one sent twice in the request: the reply's images say how many were added.
 */
export async function addImages(
  db: Database,
  dataDir: string,
  slug: string,
  files: Buffer[],
): Promise<Product> {
  await findProduct(db, slug);
  const stored: StoredImage[] = [];
  for (const file of files) stored.push(await storeProductImage(dataDir, file));
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, slug);
    const held = await tx
      .select({ path: productImages.path, position: productImages.position, isMain: productImages.isMain })
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    const paths = new Set(held.map((image) => image.path));
    const fresh = stored.filter((image) => {
      if (paths.has(image.path)) return false;
      paths.add(image.path);
      return true;
    });
    const hasMain = held.some((image) => image.isMain);
    let position = Math.max(-1, ...held.map((image) => image.position)) + 1;
    if (fresh.length)
      await tx.insert(productImages).values(
        fresh.map((image, index) => ({
          productId: product.id,
          ...image,
          isMain: !hasMain && index === 0,
          position: position++,
        })),
      );
    return loadProduct(tx, product);
  });
}

export async function setMainImage(db: Database, slug: string, imageId: number): Promise<Product> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, slug);
    await ownImage(tx, product.id, imageId);
    // Unset first: the partial unique index allows one main image per product at any moment.
    await tx
      .update(productImages)
      .set({ isMain: false })
      .where(and(eq(productImages.productId, product.id), ne(productImages.id, imageId)));
    await tx.update(productImages).set({ isMain: true }).where(eq(productImages.id, imageId));
    return loadProduct(tx, product);
  });
}

/** The files stay: other products may hold the same bytes under the same hash. */
export async function deleteImage(db: Database, slug: string, imageId: number): Promise<Product> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, slug);
    const image = await ownImage(tx, product.id, imageId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    if (image.isMain) {
      const [next] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, product.id))
        .orderBy(asc(productImages.position), asc(productImages.id))
        .limit(1);
      if (next) await tx.update(productImages).set({ isMain: true }).where(eq(productImages.id, next.id));
    }
    return loadProduct(tx, product);
  });
}

async function lockProduct(tx: Tx, slug: string) {
  const [product] = await tx.select().from(products).where(eq(products.slug, slug)).for('update');
  if (!product) throw notFound();
  return product;
}

async function ownImage(tx: Tx, productId: number, imageId: number) {
  const [image] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!image) throw notFound();
  return image;
}
