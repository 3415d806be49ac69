import { CSRF_COOKIE, LOGIN_MAX_ATTEMPTS, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { users } from '../users';
import { personalAccessTokens, sessions } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REGISTRATION_ACCEPTED = 'Revisa tu correo: te hemos enviado un mensaje para continuar con el registro.';

const newAccount = (email: string) => ({
  name: 'Lucía',
  lastname: 'Pérez',
  email,
  password: 'Secreto123',
  password_confirmation: 'Secreto123',
});

describe('POST /api/register', () => {
  it('creates a customer who is not signed in yet, and mails the verification link', async () => {
    const agent = new Agent(t.app);
    const response = await agent.post('/api/register', newAccount('Lucia@Example.com'));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: REGISTRATION_ACCEPTED });
    const [mail] = await mailsTo(t, 'lucia@example.com');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'lucia@example.com'));
    expect(row).toMatchObject({ name: 'Lucía', lastname: 'Pérez', emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect(mail?.subject).toBe('Verifica tu correo electrónico');
    expect(mail?.text).toContain(`${t.config.publicUrl}/api/verify-email/${row?.id}/`);
    const login = await agent.post('/api/login', { email: 'lucia@example.com', password: 'Secreto123' });
    expect(login.json().user).toMatchObject({ role: { key: 'customer' }, all_permissions: [] });
  });

  it('answers an address that already has an account exactly as a new one, and tells its owner instead', async () => {
    const user = await createUser(t.app.db, { name: 'Marta' });
    const taken = await new Agent(t.app).post('/api/register', newAccount(user.email.toUpperCase()));
    const fresh = await new Agent(t.app).post('/api/register', newAccount('nueva.cuenta@example.com'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta');
    expect(mail?.text).toContain(`${t.config.publicUrl}/Auth/ForgotPassword`);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.name).toBe('Marta');
  });

  it('limits sign-ups per client address, whatever the addresses typed', async () => {
    const limited = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // A new browser each time, from one address.
        const agent = new Agent(limited.app, { remoteAddress: '203.0.113.7' });
        statuses.push((await agent.post('/api/register', newAccount(`s${i}@example.com`))).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('explains invalid fields in Spanish, or in English with the locale cookie', async () => {
    const body = { name: '', email: 'nope', password: 'short', password_confirmation: 'other' };
    const es = await new Agent(t.app).post('/api/register', body);
    expect(es.statusCode).toBe(422);
    expect(es.json().errors).toMatchObject({
      name: ['Este campo es requerido'],
      lastname: ['Este campo es requerido'],
      email: ['Correo electrónico no válido'],
      password: ['La contraseña debe tener al menos 8 caracteres, con letras y números'],
    });
    const english = new Agent(t.app);
    english.cookies.set('locale', 'en-US');
    const en = await english.post('/api/register', body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.name).toEqual(['This field is required']);
    expect(en.json().errors.email).toEqual(['Invalid e-mail address']);
  });

  it('refuses control characters in names, which PostgreSQL could not even store', async () => {
    const response = await new Agent(t.app).post('/api/register', {
      ...newAccount('nul@example.com'),
      name: 'Ana\u0000',
      lastname: 'Li\nma',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Valor no válido'], lastname: ['Valor no válido'] });
  });
});

describe('POST /api/login', () => {
  it('signs in with a new session id', async () => {
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    await agent.get('/api/csrf-cookie');
    const anonymous = agent.cookies.get(SESSION_COOKIE);
    expect(anonymous).toBeTruthy();
    const response = await agent.post('/api/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(response.json().token).toBeUndefined();
    const rotated = agent.cookies.get(SESSION_COOKIE);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(anonymous);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });

  it("names the user's role in the reader's language while it keeps the shop's name (decision 087)", async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const read = async (language: string) =>
      (await agent.get('/api/user', { headers: { 'accept-language': language } })).json().role;
    expect(await read('en-US')).toMatchObject({ key: 'customer', name: 'Retail customer' });
    expect(await read('es-ES')).toMatchObject({ key: 'customer', name: 'Cliente minorista' });
  });

  it('tells the page someone is signed in with a cookie that grants nothing, cleared when no one is', async () => {
    const user = await createUser(t.app.db);
    const guest = new Agent(t.app);
    await guest.get('/api/csrf-cookie');
    expect(guest.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    const agent = await signIn(t.app, user.email, user.password);
    expect(agent.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    // The hint alone is no one: a stranger who sets it is still a guest, and is told to forget it.
    const stranger = new Agent(t.app);
    stranger.cookies.set(SIGNED_IN_COOKIE, '1');
    expect((await stranger.get('/api/user')).statusCode).toBe(401);
    expect(stranger.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    // A session whose hint was lost gets it back on its next call; signing out clears it.
    agent.cookies.delete(SIGNED_IN_COOKIE);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect(agent.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    await agent.post('/api/logout');
    expect(agent.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('rejects a wrong password, an unknown e-mail and a disabled account alike', async () => {
    const user = await createUser(t.app.db);
    const disabled = await createUser(t.app.db, { enabled: false });
    const attempts = [
      { email: user.email, password: 'Wrong12345' },
      { email: 'nobody@example.com', password: 'Wrong12345' },
      { email: disabled.email, password: disabled.password },
    ];
    for (const credentials of attempts) {
      const response = await new Agent(t.app).post('/api/login', credentials);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: ['Estas credenciales no coinciden con nuestros registros.'],
      });
    }
    const english = new Agent(t.app);
    english.cookies.set('locale', 'en-US');
    const en = await english.post('/api/login', attempts[0]);
    expect(en.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('blocks an e-mail after five failures, even with the right password, and says for how long', async () => {
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i++) {
      const response = await agent.post('/api/login', { email: user.email, password: 'Wrong12345' });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await agent.post('/api/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // Said as a person says it ("15 minutos"), rounded up to the minute, never as 900 seconds.
    const minutes = Math.ceil(seconds / 60);
    expect(blocked.json().message).toBe(
      `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    );
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i++) {
      await agent.post('/api/login', { email: user.email, password: 'Wrong12345' });
    }
    // The right password, from the same client.
    const sameClient = new Agent(t.app, { remoteAddress: agent.remoteAddress });
    expect(
      (await sameClient.post('/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i++) {
      const response = await agent.post('/api/login', { email: user.email, password: 'Wrong12345' });
      expect(response.statusCode).toBe(422);
    }
  });

  it('issues a bearer token in token mode, usable without CSRF and revoked by logout', async () => {
    const user = await createUser(t.app.db);
    const login = await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
      device_name: 'móvil',
    });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    expect(token.length).toBeGreaterThan(30);

    const client = new Agent(t.app);
    client.bearer = token;
    expect((await client.get('/api/user')).json().email).toBe(user.email);
    // The Agent sends no CSRF header with a bearer token.
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('lets the owner see their tokens without the secret and revoke one or all', async () => {
    const user = await createUser(t.app.db);
    const issue = async (device: string) => {
      const reply = await new Agent(t.app).post('/api/login', {
        email: user.email,
        password: user.password,
        token_mode: true,
        device_name: device,
      });
      const client = new Agent(t.app);
      client.bearer = reply.json().token;
      return client;
    };
    const phone = await issue('móvil');
    const tablet = await issue('tableta');
    const laptop = await issue('portátil');
    const list = await phone.get('/api/user/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const rows: Array<{ id: number; name: string; current: boolean; expires_at: string }> = list.json().data;
    expect(rows.map((r) => r.name).sort()).toEqual(['móvil', 'portátil', 'tableta']);
    expect(rows.find((r) => r.current)?.name).toBe('móvil');
    expect(list.body).not.toContain(phone.bearer);
    const days = (Date.parse(rows[0]?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const tabletId = rows.find((r) => r.name === 'tableta')?.id;
    expect((await phone.delete(`/api/user/tokens/${tabletId}`)).statusCode).toBe(204);
    expect((await tablet.get('/api/user')).statusCode).toBe(401);
    expect((await phone.delete(`/api/user/tokens/${tabletId}`)).statusCode).toBe(404);
    const stranger = await signInAs(t.app);
    const laptopId = rows.find((r) => r.name === 'portátil')?.id;
    expect((await stranger.agent.delete(`/api/user/tokens/${laptopId}`)).statusCode).toBe(404);
    expect((await phone.delete('/api/user/tokens/abc')).statusCode).toBe(404);

    expect((await phone.delete('/api/user/tokens')).statusCode).toBe(204);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await new Agent(t.app).get('/api/user/tokens')).statusCode).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const user = await createUser(t.app.db);
    const reply = await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
    });
    const client = new Agent(t.app);
    client.bearer = reply.json().token;
    await t.app.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.userId, user.id));
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('session', () => {
  it('answers 401 to an anonymous GET /api/user', async () => {
    const response = await t.app.inject('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No has iniciado sesión');
  });

  it('returns the current user with role and permissions', async () => {
    const user = await createUser(t.app.db, { role: 'administrator' });
    const agent = await signIn(t.app, user.email, user.password);
    const body = (await agent.get('/api/user')).json();
    expect(body).toEqual({
      id: user.id,
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      role: { id: user.roleId, key: 'administrator', name: 'Administrador' },
      all_permissions: ['ALL'],
      email_verified_at: user.emailVerifiedAt?.toISOString(),
    });
  });

  it('ends with logout', async () => {
    const user = await createUser(t.app.db);
    const agent = await signIn(t.app, user.email, user.password);
    const response = await agent.post('/api/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('accepts logout from a visitor who is not signed in', async () => {
    expect((await new Agent(t.app).post('/api/logout')).statusCode).toBe(204);
  });

  it('expires after an hour without activity', async () => {
    const user = await createUser(t.app.db);
    const agent = await signIn(t.app, user.email, user.password);
    await t.app.db
      .update(sessions)
      .set({ lastActivityAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    // The page's hint goes with the session: the next page asks no more.
    expect(agent.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    // So do the session's cookie and the anti-forgery token bound to it: the next write fetches new ones, and the
    // person can sign in again (with the old token every write was a 419, for as long as the cookies lasted).
    expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(agent.cookies.has(CSRF_COOKIE)).toBe(false);
    const again = await agent.post('/api/login', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(200);
  });

  it('voids the cookies of an ended session on the write that finds it ended, so the next one can succeed', async () => {
    const user = await createUser(t.app.db);
    const agent = await signIn(t.app, user.email, user.password);
    await t.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    const refused = await agent.post('/api/login', { email: user.email, password: user.password });
    expect(refused.statusCode).toBe(419);
    expect(agent.cookies.has(CSRF_COOKIE)).toBe(false);
    expect((await agent.post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });
});

describe('request hygiene', () => {
  const unsafeRoutes: Array<['POST' | 'PUT' | 'DELETE', string]> = [
    ['POST', '/api/register'],
    ['POST', '/api/login'],
    ['POST', '/api/logout'],
    ['POST', '/api/forgot-password'],
    ['POST', '/api/reset-password'],
    ['POST', '/api/email/verification-notification'],
    ['POST', '/api/user/confirm-password'],
    ['PUT', '/api/user/profile-information'],
    ['PUT', '/api/user/password'],
    ['DELETE', '/api/user'],
  ];

  it.each(unsafeRoutes)('refuses %s %s without the anti-forgery header', async (method, url) => {
    const user = await createUser(t.app.db);
    const agent = await signIn(t.app, user.email, user.password);
    const response = await agent.request(method, url, { password: user.password }, { noCsrf: true });
    expect(response.statusCode).toBe(419);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await new Agent(t.app).post('/api/login', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El cuerpo de la petición no es válido');
  });

  it('answers 413 to a body over the limit', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await new Agent(t.app).post('/api/login', huge, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
  });

  it('documents every accounts route in the OpenAPI document', async () => {
    const paths = (await t.app.inject('/api/openapi.json')).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('auth'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/csrf-cookie',
        'POST /api/register',
        'POST /api/login',
        'POST /api/logout',
        'GET /api/user',
        'POST /api/forgot-password',
        'POST /api/reset-password',
        'POST /api/email/verification-notification',
        'GET /api/verify-email/{id}/{hash}',
        'POST /api/user/confirm-password',
        'PUT /api/user/profile-information',
        'PUT /api/user/password',
        'DELETE /api/user',
      ]),
    );
  });
});
