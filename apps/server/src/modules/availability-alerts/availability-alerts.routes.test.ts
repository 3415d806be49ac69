import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { openShop } from '../../test/shop';
import { products } from '../products';
import { sendAvailabilityAlerts } from './availability-alerts.service';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const ask = (slug: string, email: string, agent = new Agent(t.app)) =>
  agent.post(`/api/store/products/${slug}/notify`, { email });
const runJob = () => sendAvailabilityAlerts(t.app.db, t.app.mailer, t.config.publicUrl);
const restock = (id: number, quantity: number) =>
  t.app.db.update(products).set({ realQuantity: quantity }).where(eq(products.id, id));

describe('tell me when it is back', () => {
  it('mails a shopper once, in their language, when the sold-out product can be bought again', async () => {
    const olla = await shop.product({ name: 'Olla de presión 6 L', real_quantity: 0 });
    const saved = await ask(olla.slug, 'Marta@Example.com');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toBe('Listo: te escribiremos una vez cuando vuelva a haber.');
    expect((await ask(olla.slug, 'marta@example.com')).statusCode).toBe(201);
    await ask(olla.slug, 'john@example.com', new Agent(t.app)).then((r) => expect(r.statusCode).toBe(201));

    expect(await runJob()).toBe(0);
    await restock(olla.id, 4);
    expect(await runJob()).toBe(2);
    expect(await runJob()).toBe(0);
    const [mail] = await mailsTo(t, 'marta@example.com');
    expect(mail?.subject).toBe('Ya hay Olla de presión 6 L');
    expect(mail?.text).toContain(`/Products/${olla.slug}`);
    expect(await mailsTo(t, 'marta@example.com')).toHaveLength(1);
  });

  it('refuses a product in stock, a hidden or unknown one, and a bad address', async () => {
    const cafe = await shop.product({ name: 'Café 250 g', real_quantity: 10 });
    const inStock = await ask(cafe.slug, 'ana@example.com');
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe('Este producto ya está disponible: puedes comprarlo ahora');
    const hidden = await shop.product({ name: 'Oculto', real_quantity: 0, visible: false });
    expect((await ask(hidden.slug, 'ana@example.com')).statusCode).toBe(404);
    expect((await ask('no-existe', 'ana@example.com')).statusCode).toBe(404);
    const bad = await ask(cafe.slug, 'no-es-correo');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Correo electrónico no válido'] });
  });

  it('is bounded per client address, and off when staff turn it off', async () => {
    const agotado = await shop.product({ name: 'Agotado', real_quantity: 0 });
    const one = new Agent(t.app, { remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 20; i++)
      expect((await ask(agotado.slug, `p${i}@example.com`, one)).statusCode).toBe(201);
    expect((await ask(agotado.slug, 'p21@example.com', one)).statusCode).toBe(429);

    await admin.put('/api/admin/settings/notifications', {
      new_order: [],
      low_availability: [],
      contact_message: [],
      payment: [],
      store_request: [],
      availability_notification: false,
    });
    expect((await ask(agotado.slug, 'otra@example.com')).statusCode).toBe(404);
  });
});

describe('low availability, for staff', () => {
  it('tells the administrators once when a product falls to its threshold, and again only after a restock', async () => {
    const { sendLowStockNotices } = await import('./low-stock');
    const run = () => sendLowStockNotices(t.app.db, t.app.mailer, t.config.publicUrl);
    await run(); // whatever other tests left low
    const arroz = await shop.product({ name: 'Arroz 5 kg', real_quantity: 40, low_availability: 5 });
    expect(await run()).toBe(0);
    await restock(arroz.id, 3);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [summary] = await mailsTo(t, TEST_ADMIN.email);
    expect(summary?.subject).toBe('Poca disponibilidad: 1 producto');
    expect(summary?.text).toContain('Arroz 5 kg');
    expect(summary?.text).toContain('quedan 3');
    // The link opens the products list narrowed to the ones at their minimum (decision 096).
    expect(summary?.text).toContain('/admin/products/list?stock=low&active=true');

    await restock(arroz.id, 30);
    expect(await run()).toBe(0);
    await restock(arroz.id, 0);
    expect(await run()).toBe(1);
    expect((await mailsTo(t, TEST_ADMIN.email))[0]?.text).toContain('Arroz 5 kg');
  });

  it('writes the count as Spanish does: one left in the singular, thousands with a point', async () => {
    const { sendLowStockNotices } = await import('./low-stock');
    const run = () => sendLowStockNotices(t.app.db, t.app.mailer, t.config.publicUrl);
    await run(); // whatever other tests left low
    const cemento = await shop.product({ name: 'Cemento', real_quantity: 50_000, low_availability: 20_000 });
    const ventilador = await shop.product({ name: 'Ventilador', real_quantity: 10, low_availability: 2 });
    await restock(cemento.id, 15_000);
    await restock(ventilador.id, 1);
    expect(await run()).toBe(2);
    const text = (await mailsTo(t, TEST_ADMIN.email))[0]?.text ?? '';
    expect(text).toContain('han llegado a su disponibilidad mínima o se han agotado');
    expect(text).toMatch(/Ventilador \(\S+\): queda 1\r?\n/);
    expect(text).toMatch(/Cemento \(\S+\): quedan 15\.000\r?\n/);
  });
});
