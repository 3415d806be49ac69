import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailOutbox } from './mail.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const to of ['first@example.com', 'second@example.com', 'third@other.org']) {
    await t.app.mailer.send({ to, subject: `Hola ${to}`, text: 'texto' });
  }
});
afterAll(() => t.close());

describe('GET /api/admin/mail-outbox', () => {
  it('lists the outbox newest first for an administrator', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await admin.get('/api/admin/mail-outbox?per_page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((m: { to: string }) => m.to)).toEqual(['third@other.org', 'second@example.com']);
    expect(body.data[0]).toMatchObject({ subject: 'Hola third@other.org', status: 'stored', html: null });
    expect(new Date(body.data[0].created_at).toISOString()).toBe(body.data[0].created_at);
  });

  it('filters by recipient, treating LIKE wildcards literally', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const found = (await admin.get('/api/admin/mail-outbox?search=EXAMPLE')).json();
    expect(found.meta.total).toBe(2);
    const wildcard = (await admin.get('/api/admin/mail-outbox?search=%25')).json();
    expect(wildcard.meta.total).toBe(0);
    const nul = await admin.get('/api/admin/mail-outbox?search=%00');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ search: ['Contiene un carácter no permitido'] });
  });

  it('is refused to a customer, to staff who may read settings, and to an anonymous visitor', async () => {
    const { agent } = await signInAs(t.app);
    expect((await agent.get('/api/admin/mail-outbox')).statusCode).toBe(403);
    const clerk = await signInAs(t.app, { role: { permissions: ['read_settings', 'update_settings'] } });
    expect((await clerk.agent.get('/api/admin/mail-outbox')).statusCode).toBe(403);
    expect((await new Agent(t.app).get('/api/admin/mail-outbox')).statusCode).toBe(401);
  });

  it("never shows a reset or verification link, even of the administrator's own account", async () => {
    const clerk = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    await new Agent(t.app).post('/api/forgot-password', { email: TEST_ADMIN.email });
    await t.app.background.settled();
    const [sent] = t.mailbox.filter((m) => m.to === TEST_ADMIN.email);
    const token = new URL(sent?.text.match(/http\S+/)?.[0] ?? '').searchParams.get('token');
    expect(token).toBeTruthy();
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const listed = await admin.get(`/api/admin/mail-outbox?search=${encodeURIComponent(TEST_ADMIN.email)}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.body).toContain('[enlace privado / private link]');
    expect((await clerk.agent.get('/api/admin/mail-outbox')).body).not.toContain(token);
  });

  it('does not exist in production, where mail goes to SMTP only', async () => {
    const production = await buildTestApp({
      env: { NODE_ENV: 'production', ADMIN_PASSWORD: 'Produccion-2026' },
    });
    try {
      const admin = await signIn(production.app, TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await admin.get('/api/admin/mail-outbox')).statusCode).toBe(404);
      await production.app.mailer.send({ to: 'x@example.com', subject: 's', text: 't' });
      expect(await production.app.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('validates the list query', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get('/api/admin/mail-outbox?per_page=1000')).statusCode).toBe(422);
  });
});
