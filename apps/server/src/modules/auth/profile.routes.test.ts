import { eq } from 'drizzle-orm';
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

const WRONG_PASSWORD = 'La contraseña es incorrecta';

function multipart(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = '----shop-test-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('POST /api/user/confirm-password', () => {
  it('records the confirmation in the session, or says the password is wrong', async () => {
    const { user, agent } = await signInAs(t.app);
    const wrong = await agent.post('/api/user/confirm-password', { password: 'Nope12345' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [WRONG_PASSWORD] });

    const before = Date.now();
    const right = await agent.post('/api/user/confirm-password', { password: user.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe('Contraseña confirmada');
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.data.password_confirmed_at).toBeGreaterThanOrEqual(before);
  });

  it('is for signed-in users only', async () => {
    const response = await new Agent(t.app).post('/api/user/confirm-password', { password: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile-information', () => {
  it('updates name and last name and keeps the verification of an unchanged e-mail', async () => {
    const { user, agent } = await signInAs(t.app);
    const response = await agent.put('/api/user/profile-information', {
      name: 'Rosa',
      lastname: 'Díaz',
      email: user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Rosa', lastname: 'Díaz', email: user.email });
    expect(response.json().email_verified_at).not.toBeNull();
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('unverifies a new e-mail and mails it a verification link', async () => {
    const { agent } = await signInAs(t.app);
    const response = await agent.put('/api/user/profile-information', {
      name: 'Rosa',
      lastname: 'Díaz',
      email: 'Rosa.Nueva@Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'rosa.nueva@example.com', email_verified_at: null });
    const [mail] = await mailsTo(t, 'rosa.nueva@example.com');
    expect(mail?.text).toContain('/api/verify-email/');
  });

  it('refuses an e-mail that another account uses', async () => {
    const other = await createUser(t.app.db);
    const { agent } = await signInAs(t.app);
    const response = await agent.put('/api/user/profile-information', {
      name: 'Rosa',
      lastname: 'Díaz',
      email: other.email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Ya existe una cuenta con este correo']);
  });

  it('allows five e-mail changes an hour, so the form cannot look addresses up (issue 11)', async () => {
    const { agent } = await signInAs(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const other = await createUser(t.app.db);
      const body = { name: 'Rosa', lastname: 'Díaz', email: other.email };
      statuses.push((await agent.put('/api/user/profile-information', body)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('accepts a multipart POST with _method=PUT, as the web forms send it', async () => {
    const { user, agent } = await signInAs(t.app);
    const form = multipart({ _method: 'PUT', name: 'Elena', lastname: 'Ruiz', email: user.email });
    const response = await agent.post('/api/user/profile-information', form.payload, {
      headers: { 'content-type': form.contentType },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Elena', lastname: 'Ruiz' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('Elena');
  });

  it('validates the fields', async () => {
    const { agent } = await signInAs(t.app);
    const response = await agent.put('/api/user/profile-information', { name: '', email: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'lastname', 'name']);
  });
});

describe('PUT /api/user/password', () => {
  it('says when the current password is wrong', async () => {
    const { agent } = await signInAs(t.app);
    const response = await agent.put('/api/user/password', {
      current_password: 'Wrong12345',
      password: 'NuevaClave456',
      password_confirmation: 'NuevaClave456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [WRONG_PASSWORD] });
  });

  it('changes the password and signs out every other session and token', async () => {
    const { user, agent } = await signInAs(t.app);
    const other = await signIn(t.app, user.email, user.password);
    const phone = await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
    });
    const response = await agent.put('/api/user/password', {
      current_password: user.password,
      password: 'NuevaClave456',
      password_confirmation: 'NuevaClave456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contraseña actualizada' });
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const bearer = new Agent(t.app);
    bearer.bearer = phone.json().token;
    expect((await bearer.get('/api/user')).statusCode).toBe(401);

    const old = await new Agent(t.app).post('/api/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(422);
    await signIn(t.app, user.email, 'NuevaClave456');
  });

  it('answers in English with the locale cookie', async () => {
    const { agent } = await signInAs(t.app);
    agent.cookies.set('locale', 'en-US');
    const response = await agent.put('/api/user/password', {
      current_password: 'Wrong12345',
      password: 'NuevaClave456',
      password_confirmation: 'NuevaClave456',
    });
    expect(response.json().errors.current_password).toEqual(['The password is incorrect']);
  });
});

describe('DELETE /api/user', () => {
  it('keeps the account when the password is wrong', async () => {
    const { user, agent } = await signInAs(t.app);
    const response = await agent.delete('/api/user', { password: 'Wrong12345' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [WRONG_PASSWORD] });
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('deletes the account with its sessions and tokens', async () => {
    const { user, agent } = await signInAs(t.app);
    await new Agent(t.app).post('/api/login', {
      email: user.email,
      password: user.password,
      token_mode: true,
    });
    const response = await agent.delete('/api/user', { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const tokens = await t.app.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, user.id));
    expect(tokens).toEqual([]);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('limits password guesses from a signed-in session', async () => {
    const { user, agent } = await signInAs(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await agent.delete('/api/user', { password: 'Wrong12345' })).statusCode).toBe(422);
    }
    const blocked = await agent.delete('/api/user', { password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
