import { shopToday } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const steps = async (agent: Agent) => (await agent.get('/api/admin/dashboard/setup')).json().steps;
const done = async () =>
  Object.fromEntries(
    (await steps(admin)).map((step: { key: string; done: boolean }) => [step.key, step.done]),
  );

describe('the dashboard’s first steps', () => {
  it('lists what a fresh shop still runs on its defaults, in order, and ticks each as the owner does it', async () => {
    const reply = await admin.get('/api/admin/dashboard/setup');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('no-store');
    expect(reply.json().steps).toEqual([
      { key: 'store', done: false },
      { key: 'contacts', done: false },
      { key: 'product', done: false },
      { key: 'rates', done: false },
      { key: 'shipment', done: false },
      { key: 'pay_forms', done: false },
      { key: 'pages', done: false },
      { key: 'mail', done: false },
    ]);

    const store = await admin.put('/api/admin/settings/store', {
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'light',
    });
    expect(store.statusCode, store.body).toBe(200);
    // Contacts saved empty leave the shop with no way to reach it.
    const noContacts = { phones: [], emails: [], address: '', links: [] };
    expect((await admin.put('/api/admin/settings/contacts', noContacts)).statusCode).toBe(200);
    expect(await done()).toMatchObject({ store: true, contacts: false });
    const contacts = await admin.put('/api/admin/settings/contacts', {
      ...noContacts,
      phones: ['5 234 5678'],
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    // Saved as they stand, the pay forms still offer transfers to no account; an account, or no transfers, do.
    const payForms = (await admin.get('/api/admin/settings/pay-forms')).json();
    expect((await admin.put('/api/admin/settings/pay-forms', payForms)).statusCode).toBe(200);
    expect(await done()).toMatchObject({ pay_forms: false });
    const withoutTransfer = payForms.map((form: { code: string }) =>
      form.code === 'transfer' ? { ...form, enabled: false } : form,
    );
    expect((await admin.put('/api/admin/settings/pay-forms', withoutTransfer)).statusCode).toBe(200);
    expect(await done()).toMatchObject({ pay_forms: true });
    const withAccount = payForms.map((form: { code: string }) =>
      form.code === 'transfer'
        ? {
            ...form,
            account: { holder: 'Ana Pérez', bank: 'Banco Metropolitano', number: '0599 2240', coin: 'USD' },
          }
        : form,
    );
    expect((await admin.put('/api/admin/settings/pay-forms', withAccount)).statusCode).toBe(200);
    // MLC, enabled from the start, is offered once it has a rate in force.
    const coins = (await admin.get('/api/admin/coins')).json().data;
    const mlc = coins.find((coin: { short_name: string }) => coin.short_name === 'MLC');
    const rate = await admin.post('/api/admin/exchange-rates', {
      coin_id: mlc.id,
      date: shopToday(),
      rate: 1.2,
    });
    expect(rate.statusCode, rate.body).toBe(201);
    expect(await done()).toEqual({
      store: true,
      contacts: true,
      product: false,
      rates: true,
      shipment: false,
      pay_forms: true,
      pages: false,
      mail: false,
    });

    // Shipment saved; a product hidden from shoppers is not yet one on sale.
    const shop = await openShop(admin);
    await shop.product({ visible: false });
    expect(await done()).toMatchObject({ shipment: true, product: false });
    await shop.product({});
    expect(await done()).toMatchObject({ product: true, mail: false });
  });

  it('ticks the pages once one of the drafts the shop starts with is published, and unticks them if it is withdrawn', async () => {
    const fresh = await buildTestApp();
    try {
      const owner = await signIn(fresh.app, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(await steps(owner)).toContainEqual({ key: 'pages', done: false });
      const pages = (await owner.get('/api/admin/content-pages')).json().data;
      const about = pages.find((page: { slug: string }) => page.slug === 'about');
      const page = {
        slug: about.slug,
        title: about.title,
        section: about.section,
        description: about.description,
        body: '<p>Una bodega de barrio en el Vedado desde 2019.</p>',
        position: about.position,
      };
      const published = await owner.put(`/api/admin/content-pages/${about.id}`, { ...page, published: true });
      expect(published.statusCode, published.body).toBe(200);
      expect(await steps(owner)).toContainEqual({ key: 'pages', done: true });
      const withdrawn = await owner.put(`/api/admin/content-pages/${about.id}`, {
        ...page,
        published: false,
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await steps(owner)).toContainEqual({ key: 'pages', done: false });
    } finally {
      await fresh.close();
    }
  });

  it('asks for a rate for every enabled coin but the base one, and for none when the shop uses the base coin alone', async () => {
    const fresh = await buildTestApp();
    try {
      const owner = await signIn(fresh.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const coins = (await owner.get('/api/admin/coins')).json().data;
      const mlc = coins.find((coin: { short_name: string }) => coin.short_name === 'MLC');
      const tomorrow = new Date(Date.parse(`${shopToday()}T12:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      // A rate from tomorrow is not in force today.
      expect(
        (await owner.post('/api/admin/exchange-rates', { coin_id: mlc.id, date: tomorrow, rate: 1.2 }))
          .statusCode,
      ).toBe(201);
      expect(await steps(owner)).toContainEqual({ key: 'rates', done: false });
      const body = { short_name: 'MLC', name: mlc.name, symbol: mlc.symbol };
      const disabled = await owner.put(`/api/admin/coins/${mlc.id}`, { ...body, enabled: false });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(await steps(owner)).toContainEqual({ key: 'rates', done: true });
      expect((await owner.put(`/api/admin/coins/${mlc.id}`, { ...body, enabled: true })).statusCode).toBe(
        200,
      );
      expect(await steps(owner)).toContainEqual({ key: 'rates', done: false });
      expect((await owner.put('/api/admin/coins/settings', { only_base_coin: true })).statusCode).toBe(200);
      expect(await steps(owner)).toContainEqual({ key: 'rates', done: true });
    } finally {
      await fresh.close();
    }
  });

  it('counts a mail server from SMTP_URL as one, without the mail settings', async () => {
    const withSmtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const owner = await signIn(withSmtp.app, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(await steps(owner)).toContainEqual({ key: 'mail', done: true });
    } finally {
      await withSmtp.close();
    }
  });

  it('is for staff who read the settings, and tells the others so', async () => {
    const { agent: clerk } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    const refused = await clerk.get('/api/admin/dashboard/setup');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    expect((await reader.get('/api/admin/dashboard/setup')).statusCode).toBe(200);
    expect((await new Agent(t.app).get('/api/admin/dashboard/setup')).statusCode).toBe(401);
  });

  it('answers 404 for a path beside it, and takes no input it could choke on', async () => {
    expect((await admin.get('/api/admin/dashboard/setup/1')).statusCode).toBe(404);
    const hostile = await admin.get('/api/admin/dashboard/setup?steps[]=%00&__proto__[x]=1');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.json().steps).toHaveLength(8);
  });
});
