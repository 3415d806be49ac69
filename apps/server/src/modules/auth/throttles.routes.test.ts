import { ACCOUNT_LOGIN_MAX_ATTEMPTS, ADDRESS_LIMITS, LOGIN_MAX_ATTEMPTS } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

/**
 * Issue 11 §1: the throttles count the client address the server can trust, per account and per address, so
 * neither a forged X-Forwarded-For nor spreading the guesses over many accounts gets around them.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const wrongLogin = (agent: Agent, email: string, forwardedFor?: string) =>
  agent.post(
    '/api/login',
    { email, password: 'wrong-password-1' },
    forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {},
  );

describe('the address the throttles count', () => {
  it('ignores X-Forwarded-For unless a proxy is configured: rotating it does not buy more guesses', async () => {
    t = await buildTestApp();
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_ATTEMPTS; i++) {
      statuses.push((await wrongLogin(agent, user.email, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_MAX_ATTEMPTS)).toEqual(Array(LOGIN_MAX_ATTEMPTS).fill(422));
    expect(statuses[LOGIN_MAX_ATTEMPTS]).toBe(429);
  });

  it('believes the configured proxy, and still stops one account guessed from many addresses', async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    let refusedAt = 0;
    for (let i = 1; i <= ACCOUNT_LOGIN_MAX_ATTEMPTS + 1; i++) {
      const response = await wrongLogin(agent, user.email, `203.0.113.${i}`);
      if (response.statusCode === 429) {
        refusedAt = i;
        break;
      }
    }
    // Each address stays under its own five; the account's own counter across addresses ends it.
    expect(refusedAt).toBe(ACCOUNT_LOGIN_MAX_ATTEMPTS + 1);
    const owner = await agent.post(
      '/api/login',
      { email: user.email, password: user.password },
      {
        headers: { 'x-forwarded-for': '192.0.2.200' },
      },
    );
    expect(owner.statusCode).toBe(429);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', async () => {
    await expect(buildTestApp({ env: { TRUST_PROXY: 'everyone' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('password spraying from one address', () => {
  it('stops one address trying one password on many accounts', async () => {
    t = await buildTestApp();
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_LIMITS.login.max; i++) {
      statuses.push((await wrongLogin(agent, `cuenta${i}@example.com`)).statusCode);
    }
    expect(statuses.slice(0, ADDRESS_LIMITS.login.max).every((s) => s === 422)).toBe(true);
    const last = await wrongLogin(agent, 'otra@example.com');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.json().message).toMatch(
      /^Demasiados intentos\. Inténtalo de nuevo en \d+ (segundos?|minutos?|horas?)( y \d+ minutos?)?\.$/,
    );
  });

  it('limits reset mails per address across addresses typed in the form', async () => {
    t = await buildTestApp();
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_LIMITS.forgotPassword.max; i++) {
      statuses.push((await agent.post('/api/forgot-password', { email: `x${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, ADDRESS_LIMITS.forgotPassword.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
