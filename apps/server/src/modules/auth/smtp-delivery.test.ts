import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { linkIn } from '../../test/mail';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { mailOutbox } from '../mail';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Tienda <no-reply@shop.test>' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail through a real SMTP server', () => {
  it('delivers the verification mail with a working link, and the outbox keeps it sent with the link hidden', async () => {
    const response = await new Agent(t.app).post('/api/register', {
      name: 'Sofía',
      lastname: 'Núñez',
      email: 'sofia@example.com',
      password: 'Secreto123',
      password_confirmation: 'Secreto123',
    });
    expect(response.statusCode).toBe(202);
    await t.app.background.settled();

    const delivered = sink.messages.find((m) => m.to.includes('sofia@example.com'));
    expect(delivered?.from).toBe('no-reply@shop.test');
    // MAIL_FROM names its sender: that name stays.
    expect(delivered?.raw).toMatch(/^From: Tienda <no-reply@shop\.test>/m);
    expect(delivered?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(delivered?.text).toContain('Hola Sofía:');
    const link = linkIn(delivered?.text ?? '', `${t.config.publicUrl}/api/verify-email/`);

    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sofia@example.com'));
    expect(row).toMatchObject({ status: 'sent', error: null, subject: 'Verifica tu correo electrónico' });
    expect(row?.text).not.toContain(link.searchParams.get('signature'));
    expect(row?.html).not.toContain(link.searchParams.get('signature'));

    const verify = await t.app.inject(`${link.pathname}${link.search}`);
    expect(verify.headers.location).toBe('/Auth/VerifyEmail?verified=1');
  });
});
