import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn } from '../../test/factories';
import { linkIn, mailsTo } from '../../test/mail';
import { passwordResetTokens, personalAccessTokens, sessions } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const LINK_SENT =
  'Si el correo pertenece a una cuenta, te hemos enviado el enlace para restablecer tu contraseña.';
const INVALID = 'Este token de restablecimiento de contraseña no es válido.';

async function requestResetLink(email: string): Promise<URL> {
  const response = await new Agent(t.app).post('/api/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error('no reset mail');
  return linkIn(mail.text, `${t.config.publicUrl}/Auth/ResetPassword?`);
}

describe('forgot and reset password', () => {
  it('resets the password through the mailed link and signs every session out', async () => {
    const user = await createUser(t.app.db);
    const browser = await signIn(t.app, user.email, user.password);
    const phone = await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
    });
    expect(phone.statusCode).toBe(200);

    const link = await requestResetLink(user.email);
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token') ?? '';
    const [stored] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    const reset = await new Agent(t.app).post('/api/reset-password', {
      token,
      email: user.email,
      password: 'NuevaClave456',
      password_confirmation: 'NuevaClave456',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Tu contraseña ha sido restablecida.');

    expect((await browser.get('/api/user')).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const tokens = await t.app.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, user.id));
    expect(tokens).toEqual([]);

    const old = await new Agent(t.app).post('/api/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(422);
    await signIn(t.app, user.email, 'NuevaClave456');

    const again = await new Agent(t.app).post('/api/reset-password', {
      token,
      email: user.email,
      password: 'OtraClave789',
      password_confirmation: 'OtraClave789',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([INVALID]);
  });

  it('stops a mailed link working once the password was changed another way', async () => {
    const user = await createUser(t.app.db);
    const link = await requestResetLink(user.email);
    const owner = await signIn(t.app, user.email, user.password);
    const change = await owner.put('/api/user/password', {
      current_password: user.password,
      password: 'Cambiada123',
      password_confirmation: 'Cambiada123',
    });
    expect(change.statusCode).toBe(200);
    const reset = await new Agent(t.app).post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: user.email,
      password: 'Ladron12345',
      password_confirmation: 'Ladron12345',
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().message).toBe(INVALID);
  });

  it('stops a mailed link working once staff set a new password', async () => {
    const user = await createUser(t.app.db);
    const link = await requestResetLink(user.email);
    const admin = await signIn(t.app, 'admin@test.local', 'Admin12345');
    const detail = (await admin.get(`/api/admin/users/${user.id}`)).json();
    const update = await admin.put(`/api/admin/users/${user.id}`, {
      name: detail.name,
      lastname: detail.lastname,
      email: detail.email,
      role_id: detail.role.id,
      enabled: true,
      password: 'Nueva12345',
      password_confirmation: 'Nueva12345',
    });
    expect(update.statusCode).toBe(200);
    const reset = await new Agent(t.app).post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: user.email,
      password: 'Ladron12345',
      password_confirmation: 'Ladron12345',
    });
    expect(reset.statusCode).toBe(422);
  });

  it('answers the same whether the account exists or not, and mails only real accounts', async () => {
    const response = await new Agent(t.app).post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LINK_SENT });
    expect(await mailsTo(t, 'ghost@example.com')).toEqual([]);
  });

  it('writes the mail in the language of the request', async () => {
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    agent.cookies.set('locale', 'en-US');
    const response = await agent.post('/api/forgot-password', { email: user.email });
    expect(response.json().message).toBe(
      'If the address belongs to an account, we have e-mailed it a password reset link.',
    );
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Reset your password');
  });

  it('accepts only the latest link', async () => {
    const user = await createUser(t.app.db);
    const first = await requestResetLink(user.email);
    await requestResetLink(user.email);
    const response = await new Agent(t.app).post('/api/reset-password', {
      token: first.searchParams.get('token'),
      email: user.email,
      password: 'NuevaClave456',
      password_confirmation: 'NuevaClave456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([INVALID]);
  });

  it('refuses an expired link, a wrong token and a token of another address', async () => {
    const user = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const link = await requestResetLink(user.email);
    const token = link.searchParams.get('token') ?? '';
    const body = { password: 'NuevaClave456', password_confirmation: 'NuevaClave456' };

    for (const attempt of [
      { token: `${token}x`, email: user.email },
      { token, email: other.email },
    ]) {
      const response = await new Agent(t.app).post('/api/reset-password', { ...attempt, ...body });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual([INVALID]);
    }

    await t.app.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await new Agent(t.app).post('/api/reset-password', { token, email: user.email, ...body });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.email).toEqual([INVALID]);
  });

  it('validates the new password and its confirmation', async () => {
    const response = await new Agent(t.app).post('/api/reset-password', {
      token: 'abc',
      email: 'a@example.com',
      password: 'Nueva12345',
      password_confirmation: 'Distinta12345',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password_confirmation).toEqual([
      'La confirmación de la contraseña no coincide',
    ]);
  });

  it('limits reset requests per address', async () => {
    const user = await createUser(t.app.db);
    const agent = new Agent(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await agent.post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    const blocked = await agent.post('/api/forgot-password', { email: user.email });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, user.email)).toHaveLength(5);
  });
});
