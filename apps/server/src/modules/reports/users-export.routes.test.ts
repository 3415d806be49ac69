import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { createUser, signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let buyer: { email: string; id: number };

/**
 * Decision 103: a customer whose name a spreadsheet would run as a formula, who ordered once; another, disabled and
 * never verified, who did not order.
 */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  const product = await shop.product({ name: 'Café molido', regular_price: 325, real_quantity: 10 });
  const signed = await signInAs(t.app, { name: '=HIPERVINCULO("x")', lastname: 'Exportada', verified: true });
  buyer = signed.user;
  await pickupOrder(signed.agent, shop, product.id);
  await createUser(t.app.db, { name: 'Osmany', lastname: 'Exportado', enabled: false, verified: false });
});
afterAll(() => t.close());

const path = '/api/admin/users/export.csv';
const rowsOf = (body: string) => body.split('\r\n').filter(Boolean);

describe('GET /api/admin/users/export.csv', () => {
  it('writes the users the list shows as a Spanish CSV, in the order they signed up, with their orders', async () => {
    const reply = await admin.get(`${path}?search=exportad`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    const [headings, ...rows] = rowsOf(reply.body);
    expect(headings).toBe(
      '\uFEFFNombre;Apellidos;Correo electrónico;Correo verificado el;Rol;Estado;Idioma;Alta;Pedidos;Último pedido',
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => row.split(';'));
    // What a spreadsheet would run as a formula is written as text.
    expect(first?.[0]).toBe(`"'=HIPERVINCULO(""x"")"`);
    expect(first?.slice(1, 3)).toEqual(['Exportada', buyer.email]);
    expect(first?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.slice(4, 7)).toEqual(['Cliente minorista', 'Habilitado', 'Español']);
    expect(first?.[7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.[8]).toBe('1');
    expect(first?.[9]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(second?.slice(0, 2)).toEqual(['Osmany', 'Exportado']);
    expect(second?.[3]).toBe('');
    expect(second?.[5]).toBe('Deshabilitado');
    expect(second?.slice(8)).toEqual(['0', '']);
  });

  it("reads the list's filters and the reader's language", async () => {
    const disabled = rowsOf((await admin.get(`${path}?search=exportad&enabled=false`)).body);
    expect(disabled.slice(1).map((row) => row.split(';')[0])).toEqual(['Osmany']);
    const english = await admin.get(`${path}?search=osmany`, { headers: { 'accept-language': 'en-US' } });
    expect(english.headers['content-disposition']).toMatch(/filename="users-/);
    const [headings, row] = rowsOf(english.body);
    expect(headings).toBe(
      '\uFEFFFirst name,Last name,E-mail,E-mail verified on,Role,State,Language,Created,Orders,Last order',
    );
    expect(row?.split(',').slice(4, 7)).toEqual(['Retail customer', 'Disabled', 'Spanish']);
    // Nobody matches: the headings alone, not an error.
    expect(rowsOf((await admin.get(`${path}?search=nadie-se-llama-asi`)).body)).toHaveLength(1);
  });

  it("refuses a filter the list refuses, in the reader's language", async () => {
    for (const query of ['enabled=maybe', 'role_id=abc', 'role_id=0', `search=${'x'.repeat(500)}`]) {
      const reply = await admin.get(`${path}?${query}`);
      expect(reply.statusCode, query).toBe(422);
      expect(reply.headers['content-type']).toContain('application/json');
    }
  });

  it('asks for read_users; the orders columns only for a reader of orders', async () => {
    expect((await new Agent(t.app).get(path)).statusCode).toBe(401);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.get(path)).statusCode).toBe(403);
    const { agent: ordersOnly } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await ordersOnly.get(path)).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_users'] } });
    const [headings] = rowsOf((await reader.get(`${path}?search=exportad`)).body);
    expect(headings).toBe(
      '\uFEFFNombre;Apellidos;Correo electrónico;Correo verificado el;Rol;Estado;Idioma;Alta',
    );
  });
});
