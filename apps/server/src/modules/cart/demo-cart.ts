import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { putLine } from './cart-lines';
import { lockCart } from './cart-owner';

/**
 * SEED=demo: a signed-in retail customer's cart holding these products, named as in the demo catalogue, put the way
 * the cart's own route puts them (their units held for the demo's hour). A name the catalogue lacks is left out;
 * returns how many lines the cart holds.
 */
export async function fillDemoCart(
  db: Database,
  userId: number,
  lines: ReadonlyArray<readonly [name: string, quantity: number]>,
): Promise<number> {
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.name,
        lines.map(([name]) => name),
      ),
    );
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, { userId, token: undefined });
    let put = 0;
    for (const [name, quantity] of lines) {
      const product = found.find((p) => p.name === name);
      if (!product) continue;
      await putLine(
        tx,
        cart.id,
        { product_id: product.id, quantity, mode: 'set' },
        { wholesaler: false },
        { signedIn: true },
        60,
      );
      put += 1;
    }
    return put;
  });
}
