import { contactListReplySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

let sent = 0;
/** A message from its own sender, so that the per-sender limit stays out of the way. */
const message = (extra: Record<string, unknown> = {}) => {
  sent += 1;
  return {
    name: 'Yanelis Rodríguez',
    email: `yanelis${sent}@example.com`,
    message: '¿Entregan en Playa el sábado?\nGracias.',
    ...extra,
  };
};

describe('the contact form', () => {
  it('keeps the message, thanks the sender and mails the administrators, who can reply to the sender', async () => {
    const body = message();
    const response = await new Agent(t.app).post('/api/contact', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Gracias, hemos recibido tu mensaje. Te responderemos pronto.');

    const [mail] = await mailsTo(t, TEST_ADMIN.email);
    expect(mail?.subject).toBe('Nuevo mensaje de contacto: Yanelis Rodríguez');
    expect(mail?.replyTo).toBe(body.email);
    expect(mail?.text).toContain('¿Entregan en Playa el sábado?\nGracias.');

    const list = contactListReplySchema.parse(
      (await admin.get(`/api/admin/contacts?search=${body.email}`)).json(),
    );
    expect(list.data).toMatchObject([{ name: 'Yanelis Rodríguez', email: body.email, status: 'new' }]);
  });

  it('says what is wrong with each field, in the language of the request', async () => {
    const response = await new Agent(t.app).post('/api/contact', {
      name: '',
      email: 'no-es-un-correo',
      message: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Este campo es requerido'],
      email: ['Correo electrónico no válido'],
      message: ['No puede tener más de 2000 caracteres'],
    });
    const english = await new Agent(t.app).post('/api/contact', message({ message: '  ' }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().errors).toEqual({ message: ['This field is required'] });
  });

  it('refuses hostile text with a 4xx and keeps nothing of it', async () => {
    const before = (await admin.get('/api/admin/contacts')).json().meta.total;
    for (const body of [
      message({ message: 'hola\u0000adiós' }),
      message({ name: 'Ana\u0007' }),
      message({ message: ['a', 'b'] }),
      message({ email: { $ne: '' } }),
    ]) {
      const response = await new Agent(t.app).post('/api/contact', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await admin.get('/api/admin/contacts')).json().meta.total).toBe(before);
  });

  it('answers a bot that fills the hidden field as if it worked, and keeps and mails nothing', async () => {
    const before = (await admin.get('/api/admin/contacts')).json().meta.total;
    const mailsBefore = t.mailbox.length;
    const response = await new Agent(t.app).post(
      '/api/contact',
      message({ website: 'https://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    await t.app.background.settled();
    expect((await admin.get('/api/admin/contacts')).json().meta.total).toBe(before);
    expect(t.mailbox.length).toBe(mailsBefore);
  });

  it('limits the messages per sender and per client address', async () => {
    const sameSender = new Agent(t.app);
    const body = message();
    for (let i = 0; i < 3; i++) expect((await sameSender.post('/api/contact', body)).statusCode).toBe(201);
    const fourth = await new Agent(t.app).post('/api/contact', body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Demasiados intentos/);

    const oneAddress = new Agent(t.app, { remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 5; i++)
      expect((await oneAddress.post('/api/contact', message())).statusCode).toBe(201);
    expect((await oneAddress.post('/api/contact', message())).statusCode).toBe(429);
  });
});

describe('the contacts area', () => {
  it('filters by status and marks a message read, then handled by whoever did it', async () => {
    const body = message({ name: 'Ernesto Valdés' });
    await new Agent(t.app).post('/api/contact', body);
    const [found] = (await admin.get(`/api/admin/contacts?search=${body.email}`)).json().data;
    const read = await admin.put(`/api/admin/contacts/${found.id}`, { status: 'read' });
    expect(read.json()).toMatchObject({ status: 'read', handled_by: null });
    const handled = await admin.put(`/api/admin/contacts/${found.id}`, { status: 'handled' });
    expect(handled.json()).toMatchObject({ status: 'handled', handled_by: 'Super Administrador' });

    const onlyHandled = (await admin.get('/api/admin/contacts?status=handled')).json();
    expect(onlyHandled.data.map((m: { id: number }) => m.id)).toContain(found.id);
    expect(onlyHandled.data.every((m: { status: string }) => m.status === 'handled')).toBe(true);
    expect(typeof onlyHandled.unread).toBe('number');
  });

  it('refuses unknown statuses and answers 404 for messages that do not exist', async () => {
    const [any] = (await admin.get('/api/admin/contacts')).json().data;
    expect((await admin.put(`/api/admin/contacts/${any.id}`, { status: 'archivado' })).statusCode).toBe(422);
    expect((await admin.get('/api/admin/contacts?status=archivado')).statusCode).toBe(422);
    const missing = await admin.get('/api/admin/contacts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Mensaje no encontrado');
    expect((await admin.put('/api/admin/contacts/999999', { status: 'read' })).statusCode).toBe(404);
  });

  it('asks for read_settings to read and update_settings to handle', async () => {
    expect((await new Agent(t.app).get('/api/admin/contacts')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    const [any] = (await reader.get('/api/admin/contacts')).json().data;
    expect((await reader.put(`/api/admin/contacts/${any.id}`, { status: 'handled' })).statusCode).toBe(403);
    const { agent: stranger } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await stranger.get(`/api/admin/contacts/${any.id}`)).statusCode).toBe(403);
  });
});

describe('who is told about a message', () => {
  it('mails only the staff chosen in the notifications, and refuses someone who is not staff', async () => {
    const { user: clerk } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    const { user: shopper } = await signInAs(t.app);
    const staff = (await admin.get('/api/admin/settings/notifications/staff')).json().staff;
    expect(staff.map((person: { id: number }) => person.id)).toContain(clerk.id);
    expect(staff.map((person: { id: number }) => person.id)).not.toContain(shopper.id);

    const settings = {
      new_order: [],
      low_availability: [],
      contact_message: [clerk.id],
      payment: [],
      store_request: [],
      availability_notification: true,
    };
    const refused = await admin.put('/api/admin/settings/notifications', {
      ...settings,
      new_order: [clerk.id, clerk.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ new_order: ['No se permiten duplicados'] });
    const notStaff = await admin.put('/api/admin/settings/notifications', {
      ...settings,
      new_order: [shopper.id],
    });
    expect(notStaff.json().errors).toEqual({ new_order: ['El valor seleccionado no existe'] });
    expect((await admin.put('/api/admin/settings/notifications', settings)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/settings/notifications')).json().contact_message).toEqual([clerk.id]);

    const adminMails = (await mailsTo(t, TEST_ADMIN.email)).length;
    await new Agent(t.app).post('/api/contact', message());
    expect(await mailsTo(t, clerk.email)).toHaveLength(1);
    expect(await mailsTo(t, TEST_ADMIN.email)).toHaveLength(adminMails);
  });
});
