import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn } from '../../test/factories';
import { linkIn, mailsTo } from '../../test/mail';
import { users } from '../users';
import { verificationUrl } from './email-verification.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

async function registerAndReadLink(email: string): Promise<{ agent: Agent; link: URL }> {
  const agent = new Agent(t.app);
  const response = await agent.post('/api/register', {
    name: 'Mario',
    lastname: 'Gómez',
    email,
    password: 'Secreto123',
    password_confirmation: 'Secreto123',
  });
  expect(response.statusCode).toBe(202);
  const [mail] = await mailsTo(t, email);
  const login = await agent.post('/api/login', { email, password: 'Secreto123' });
  expect(login.statusCode).toBe(200);
  if (!mail) throw new Error('no verification mail');
  return { agent, link: linkIn(mail.text, `${t.config.publicUrl}/api/verify-email/`) };
}

const verifiedAt = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt ?? null;

describe('e-mail verification', () => {
  it('verifies the address through the mailed link, even in another browser', async () => {
    const { agent, link } = await registerAndReadLink('mario@example.com');
    const response = await t.app.inject(pathOf(link));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/Auth/VerifyEmail?verified=1');
    expect(await verifiedAt('mario@example.com')).toBeInstanceOf(Date);
    expect((await agent.get('/api/user')).json().email_verified_at).toEqual(expect.any(String));
  });

  it('sends a tampered, malformed or expired link to the error page', async () => {
    const { link } = await registerAndReadLink('tampered@example.com');
    const tampered = new URL(link);
    tampered.searchParams.set('signature', `${link.searchParams.get('signature')}x`);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const otherUser = new URL(link.toString().replace(/verify-email\/\d+\//, 'verify-email/1/'));
    const noQuery = new URL(link);
    noQuery.search = '';
    const badId = new URL(link.toString().replace(/verify-email\/\d+\//, 'verify-email/abc/'));
    for (const url of [tampered, longer, otherUser, noQuery, badId]) {
      const response = await t.app.inject(pathOf(url));
      expect(response.statusCode, url.toString()).toBe(302);
      expect(response.headers.location).toBe('/Auth/VerifyEmail?error=invalid');
    }

    const user = await createUser(t.app.db, { verified: false });
    const signer = { publicUrl: t.config.publicUrl, secret: t.config.sessionSecret };
    const expired = new URL(verificationUrl(signer, user, new Date(Date.now() - 2 * 3600_000)));
    const response = await t.app.inject(pathOf(expired));
    expect(response.headers.location).toBe('/Auth/VerifyEmail?error=invalid');
    expect(await verifiedAt('tampered@example.com')).toBeNull();
    expect(await verifiedAt(user.email)).toBeNull();
  });

  it('resends the link on request, and says when there is nothing to verify', async () => {
    const user = await createUser(t.app.db, { verified: false });
    const agent = await signIn(t.app, user.email, user.password);
    const sent = await agent.post('/api/email/verification-notification');
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe(
      'Se ha enviado un nuevo enlace de verificación a tu correo electrónico.',
    );
    const [mail] = await mailsTo(t, user.email);
    const response = await t.app.inject(pathOf(linkIn(mail?.text ?? '', `${t.config.publicUrl}/api/`)));
    expect(response.headers.location).toBe('/Auth/VerifyEmail?verified=1');

    const again = await agent.post('/api/email/verification-notification');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Tu correo electrónico ya ha sido verificado.');
  });

  it('limits resends and refuses anonymous callers', async () => {
    expect((await new Agent(t.app).post('/api/email/verification-notification')).statusCode).toBe(401);
    const user = await createUser(t.app.db, { verified: false });
    const agent = await signIn(t.app, user.email, user.password);
    for (let i = 0; i < 6; i++) {
      expect((await agent.post('/api/email/verification-notification')).statusCode).toBe(202);
    }
    const blocked = await agent.post('/api/email/verification-notification');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
  });
});
