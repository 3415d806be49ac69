import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkCatalogue } from './db/seed/bulk';
import { Agent } from './test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from './test/build-test-app';

/**
 * Issue 5 §2: every list and search query is served by an index. The planner is told to avoid sequential scans
 * (`enable_seqscan = off`); a plan that still scans one of the large tables sequentially has no index it could use,
 * whatever the table's size — so the check holds on this small generated catalogue as on 100,000 products.
 */
const LARGE_TABLES = ['products', 'product_variations', 'orders', 'order_lines', 'cart_items', 'users'];

interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  connect?: () => Promise<Client & { release(): void }>;
}

let t: TestApp;
let token = '';
let category = '';
let brand = '';
const captured: Array<{ query: string; params: unknown[] }> = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: '/tmp/shop-test-demo-seed', SEED: 'none' } });
  await seedBulkCatalogue(t.app.db, t.config.dataDir, 800);
  // Token mode, so that requests carry no cookie and need no anti-forgery header; the login itself needs one.
  const login = await new Agent(t.app).post('/api/login', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
    token_mode: true,
  });
  token = login.json().token;
  if (!token) throw new Error(`no token: ${login.body}`);
  const filters = (await t.app.inject('/api/store/filters')).json();
  category = filters.categories[0].slug;
  brand = filters.brands[0].slug;
  // drizzle asks its session's logger at every query: swapping it records the SQL the services really send.
  const session = (t.app.db as unknown as { session: { logger: unknown } }).session;
  session.logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
}, 120_000);
afterAll(() => t.close());

const requests = () => [
  '/api/store/products?per_page=24',
  '/api/store/products?sort=newest',
  '/api/store/products?sort=price&min_price=100&max_price=50000',
  '/api/store/products?sort=-price&in_offer=true',
  '/api/store/products?available=true',
  `/api/store/products?category=${category}`,
  `/api/store/products?brand=${brand}`,
  `/api/store/products?search=${encodeURIComponent('cámara')}`,
  '/api/store/products?search=camra',
  '/api/store/products?page=20',
  '/api/admin/products?per_page=20',
  '/api/admin/products?sort=name&search=camara',
  '/api/admin/products?sort=-final_price&active=true',
  '/api/admin/users?search=admin',
  '/api/admin/orders?search=gonzalez',
  `/api/admin/orders?search=${encodeURIComponent('+53 5987-1234')}`,
];

async function planOf(query: string, params: unknown[]): Promise<string[]> {
  const client = (t.app.db as unknown as { $client: Client }).$client;
  // A pool hands out connections: the setting and the EXPLAIN must share one.
  const connection = client.connect ? await client.connect() : client;
  try {
    await connection.query('set enable_seqscan = off');
    const plan = await connection.query(`explain ${query}`, params);
    return plan.rows.map((row) => String(Object.values(row)[0]));
  } finally {
    await connection.query('reset enable_seqscan');
    if ('release' in connection) (connection as { release(): void }).release();
  }
}

describe('index usage', () => {
  it('serves every list and search query of the large tables from an index', async () => {
    const offenders: string[] = [];
    for (const url of requests()) {
      captured.length = 0;
      const reply = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(reply.statusCode, `${url}: ${reply.body.slice(0, 200)}`).toBe(200);
      const reads = captured.filter(
        (c) =>
          /^\s*(select|with)/i.test(c.query) && LARGE_TABLES.some((table) => c.query.includes(`"${table}"`)),
      );
      for (const { query, params } of reads) {
        const plan = await planOf(query, params);
        const scans = plan.filter((line) =>
          LARGE_TABLES.some(
            (table) => line.includes(`Seq Scan on ${table} `) || line.endsWith(`Seq Scan on ${table}`),
          ),
        );
        if (scans.length)
          offenders.push(`${url}\n  ${query.replace(/\s+/g, ' ').slice(0, 240)}\n  ${scans.join('\n  ')}`);
      }
    }
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  }, 120_000);
});
