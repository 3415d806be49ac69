import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { settings } from '../settings';
import { mailOutbox } from './mail.table';

let sink: SmtpSink;
let t: TestApp;
let admin: Agent;
const PASSWORD = 'secreto-del-correo-123';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const smtp = (extra: Record<string, unknown> = {}) => ({
  mailer: 'smtp',
  host: '127.0.0.1',
  port: sink.port,
  username: '',
  encryption: 'none',
  from_address: 'ventas@labodeguita.cu',
  ...extra,
});

describe('mail settings', () => {
  it('start from the server environment, with no password set', async () => {
    expect((await admin.get('/api/admin/settings/mail')).json()).toEqual({
      mailer: 'environment',
      host: '',
      port: 587,
      username: '',
      encryption: 'starttls',
      from_address: '',
      password_set: false,
      environment_server: false,
    });
  });

  it('say whether SMTP_URL names a server, and never what it says', async () => {
    const url = 'smtp://buzon:clave-del-entorno@127.0.0.1:2525';
    const withSmtp = await buildTestApp({ env: { SMTP_URL: url } });
    try {
      const owner = await signIn(withSmtp.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const reply = await owner.get('/api/admin/settings/mail');
      expect(reply.json()).toMatchObject({ mailer: 'environment', environment_server: true });
      expect(reply.body).not.toContain('clave-del-entorno');
      expect(reply.body).not.toContain('2525');
    } finally {
      await withSmtp.close();
    }
  });

  it('keep the password sealed: no reply and no stored document shows it', async () => {
    const saved = await admin.put('/api/admin/settings/mail', smtp({ password: PASSWORD }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ mailer: 'smtp', password_set: true });
    expect(saved.body).not.toContain(PASSWORD);
    expect((await admin.get('/api/admin/settings/mail')).body).not.toContain(PASSWORD);
    const [row] = await t.app.db.select().from(settings).where(eq(settings.key, 'mail'));
    expect(JSON.stringify(row?.value)).not.toContain(PASSWORD);
    expect((row?.value as { password_sealed?: string } | undefined)?.password_sealed).toMatch(/^v1\./);

    // Saving without a password keeps it; null removes it.
    expect((await admin.put('/api/admin/settings/mail', smtp())).json().password_set).toBe(true);
    expect((await admin.put('/api/admin/settings/mail', smtp({ password: null }))).json().password_set).toBe(
      false,
    );
  });

  it('send the shop mail through the saved server, from its address, and a test mail on request', async () => {
    await admin.put('/api/admin/settings/mail', smtp());
    const before = sink.messages.length;
    const test = await admin.post('/api/admin/settings/mail/test');
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().message).toBe(`Correo de prueba enviado a ${TEST_ADMIN.email}`);
    const delivered = sink.messages.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ from: 'ventas@labodeguita.cu', to: [TEST_ADMIN.email] });

    await new Agent(t.app).post('/api/contact', { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
    await t.app.background.settled();
    expect(sink.messages.at(-1)?.text).toContain('Hola');
  });

  it('send in the shop’s name, signed with its name and address, when the sender is an address alone', async () => {
    await admin.put('/api/admin/settings/mail', smtp());
    const named = await admin.put('/api/admin/settings/store', {
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'light',
    });
    expect(named.statusCode, named.body).toBe(200);
    await admin.post('/api/admin/settings/mail/test');
    expect(sink.messages.at(-1)?.raw).toMatch(/^From: La Bodeguita <ventas@labodeguita\.cu>/m);

    await new Agent(t.app).post('/api/contact', { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
    await t.app.background.settled();
    expect(sink.messages.at(-1)?.raw).toMatch(/^From: La Bodeguita <ventas@labodeguita\.cu>/m);
    const [kept] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(kept?.text).toMatch(/escribió desde el formulario de contacto/);
    expect(kept?.text.endsWith(`\n\n-- \nLa Bodeguita\n${t.config.publicUrl}/store\n`)).toBe(true);
  });

  it('refuse a server that does not answer with the SPEC message, keeping the previous settings', async () => {
    const previous = (await admin.get('/api/admin/settings/mail')).json();
    const refused = await admin.put('/api/admin/settings/mail', smtp({ port: 9, password: 'otra' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Error al actualizar la configuración del correo');
    const english = await admin.put('/api/admin/settings/mail', smtp({ port: 9 }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('Error updating the mail configuration');
    expect((await admin.get('/api/admin/settings/mail')).json()).toEqual(previous);
  });

  it('explain bad fields', async () => {
    const response = await admin.put('/api/admin/settings/mail', {
      mailer: 'smtp',
      host: '',
      port: 70_000,
      username: 'x'.repeat(256),
      encryption: 'ssl3',
      from_address: 'no es correo',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'encryption',
      'from_address',
      'port',
      'username',
    ]);
    const noHost = await admin.put('/api/admin/settings/mail', smtp({ host: '' }));
    expect(noHost.json().errors).toEqual({ host: ['Este campo es requerido'] });
    const hostile = await admin.put(
      '/api/admin/settings/mail',
      smtp({ host: 'mail.example.com\r\nRCPT TO:<x@y>' }),
    );
    expect(hostile.json().errors).toEqual({ host: ['Valor no válido'] });
  });

  it('ask for read_settings to read and update_settings to change or test', async () => {
    expect((await new Agent(t.app).get('/api/admin/settings/mail')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    expect((await reader.get('/api/admin/settings/mail')).statusCode).toBe(200);
    expect((await reader.put('/api/admin/settings/mail', smtp())).statusCode).toBe(403);
    expect((await reader.post('/api/admin/settings/mail/test')).statusCode).toBe(403);
  });
});
