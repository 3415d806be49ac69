import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { users } from '../users';
import { savedLines } from './cart.table';
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

/** What the demo's administrator, shopping as any customer does, put aside for later (decision 105). */
const DEMO_SAVED = [
  ['Café Serrano en grano 1 kg', 2],
  ['Mermelada de guayaba', 3],
] as const;

/**
 * SEED=demo: two lines saved for later by the demo's administrator, whose cart page shows them on a fresh start; only
 * for a user who has none saved.
 */
export async function seedDemoSavedLines(db: Database, adminEmail: string | undefined): Promise<void> {
  if (!adminEmail) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) return;
  const [any] = await db
    .select({ id: savedLines.id })
    .from(savedLines)
    .where(eq(savedLines.userId, admin.id));
  if (any) return;
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.name,
        DEMO_SAVED.map(([name]) => name),
      ),
    );
  const rows = DEMO_SAVED.flatMap(([name, quantity]) => {
    const product = found.find((p) => p.name === name);
    return product ? [{ userId: admin.id, productId: product.id, quantity }] : [];
  });
  if (rows.length) await db.insert(savedLines).values(rows);
}
