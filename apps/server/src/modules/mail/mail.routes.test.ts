import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';

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
    expect(nul.statusCode).toBe(200);
    expect(nul.json().meta.total).toBe(0);
  });

  it('is refused to a customer and to an anonymous visitor', async () => {
    const { agent } = await signInAs(t.app);
    expect((await agent.get('/api/admin/mail-outbox')).statusCode).toBe(403);
    expect((await new Agent(t.app).get('/api/admin/mail-outbox')).statusCode).toBe(401);
  });

  it('validates the list query', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get('/api/admin/mail-outbox?per_page=1000')).statusCode).toBe(422);
  });
});
