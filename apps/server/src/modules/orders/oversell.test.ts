import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { openShop } from '../../test/shop';

/**
 * Issue 4 §5 and issue 5 §3: 200 shoppers check out the last 10 units at once, on real parallel connections when
 * the server runs on PostgreSQL → exactly 10 orders, stock 0, no 5xx. Also a combo and its part competing for the
 * same units.
 */
const SHOPPERS = 200;
const UNITS = 10;

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let agents: Agent[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  // One password hash for all: two hundred argon2 hashes would only time the hashing.
  const hash = await hashPassword('Password123');
  const roleId = (
    (await t.app.db.execute(sql`select id from roles where key = 'customer'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows[0]?.id;
  await t.app.db.execute(sql`insert into users (name, lastname, email, password_hash, role_id, email_verified_at)
    select 'Comprador', 'N' || g, 'oversell' || g || '@example.com', ${hash}, ${roleId}, now()
    from generate_series(1, ${SHOPPERS}) g`);
  agents = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => signIn(t.app, `oversell${i + 1}@example.com`, 'Password123')),
  );
}, 300_000);
afterAll(() => t.close());

const checkout = (agent: Agent) =>
  agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

describe('oversell', () => {
  it(`${SHOPPERS} shoppers after the last ${UNITS} units: exactly ${UNITS} orders, stock 0, no 5xx`, async () => {
    const last = await shop.product({ name: 'Últimas unidades', real_quantity: UNITS });
    const outcomes = await Promise.all(
      agents.map(async (agent) => {
        const added = await agent.post('/api/cart', { product_id: last.id, quantity: 1 });
        if (added.statusCode !== 200) return added.statusCode;
        return (await checkout(agent)).statusCode;
      }),
    );
    expect(outcomes.filter((s) => s >= 500)).toEqual([]);
    expect(outcomes.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(outcomes.filter((s) => s !== 201 && s !== 422)).toEqual([]);
    const product = (await admin.get(`/api/admin/products/${last.slug}`)).json();
    expect({
      real: product.real_quantity,
      held: product.held_quantity,
      availability: product.availability,
    }).toEqual({
      real: UNITS,
      held: UNITS,
      availability: 0,
    });
    const lines = (await t.app.db.execute(
      sql`select coalesce(sum(quantity), 0)::int as sold from order_lines where product_id = ${last.id}`,
    )) as unknown as { rows: Array<{ sold: number }> };
    expect(Number(lines.rows[0]?.sold)).toBe(UNITS);
  }, 300_000);

  it('does not oversell a part bought alone and inside a combo at the same time', async () => {
    const part = await shop.product({ name: 'Pieza compartida', real_quantity: 6 });
    const other = await shop.product({ name: 'Otra pieza', real_quantity: 100 });
    const combo = await shop.product({
      name: 'Combo de piezas',
      kind: 'combo',
      combo_items: [
        { product_id: part.id, quantity: 2 },
        { product_id: other.id, quantity: 1 },
      ],
    });
    const buyers = agents.slice(0, 40);
    const outcomes = await Promise.all(
      buyers.map(async (agent, i) => {
        await agent.delete('/api/cart');
        const body = i % 2 ? { product_id: combo.id, quantity: 1 } : { product_id: part.id, quantity: 1 };
        const added = await agent.post('/api/cart', body);
        if (added.statusCode !== 200) return { status: added.statusCode, units: 0 };
        const placed = await checkout(agent);
        return { status: placed.statusCode, units: placed.statusCode === 201 ? (i % 2 ? 2 : 1) : 0 };
      }),
    );
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const units = outcomes.reduce((n, o) => n + o.units, 0);
    expect(units).toBeLessThanOrEqual(6);
    const after = (await admin.get(`/api/admin/products/${part.slug}`)).json();
    expect(after.held_quantity).toBe(units);
    expect(after.held_quantity).toBeLessThanOrEqual(after.real_quantity);
  }, 300_000);
});
