import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentIndexReplySchema, publicContentPageSchema, publicFaqReplySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';

const PUBLIC_URL = 'https://tienda.example';
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-content-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Tienda</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist, env: { PUBLIC_URL } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const pageBody = (extra: Record<string, unknown> = {}) => ({
  slug: 'envios-a-provincias',
  title: 'Envíos a provincias',
  description: 'Cómo llegan los pedidos fuera de La Habana.',
  section: 'Ayuda',
  body: '<p>Llegan en <strong>tres días</strong>.</p>',
  ...extra,
});

async function fixedPageId(slug: string): Promise<number> {
  const list = await admin.get(`/api/admin/content-pages?search=${slug}`);
  const found = list.json().data.find((page: { slug: string }) => page.slug === slug);
  return found.id;
}

describe('content pages in the back office', () => {
  it('creates, lists, edits and deletes a page; a draft is not on the storefront', async () => {
    const created = await admin.post(
      '/api/admin/content-pages',
      pageBody({ slug: 'pagina-de-prueba', published: false }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json();
    expect(page).toMatchObject({
      slug: 'pagina-de-prueba',
      section: 'Ayuda',
      published: false,
      fixed: false,
    });

    const list = (await admin.get('/api/admin/content-pages?search=prueba')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).not.toHaveProperty('body');
    expect((await new Agent(t.app).get('/api/content/pages/pagina-de-prueba')).statusCode).toBe(404);

    const updated = await admin.put(
      `/api/admin/content-pages/${page.id}`,
      pageBody({ slug: 'pagina-de-prueba', published: true }),
    );
    expect(updated.statusCode).toBe(200);
    const shown = await new Agent(t.app).get('/api/content/pages/PAGINA-DE-PRUEBA');
    expect(shown.statusCode).toBe(200);
    expect(publicContentPageSchema.parse(shown.json()).body).toBe(
      '<p>Llegan en <strong>tres días</strong>.</p>',
    );

    expect((await admin.delete(`/api/admin/content-pages/${page.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/content-pages/${page.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/content-pages/${page.id}`)).statusCode).toBe(404);
  });

  it('explains bad fields in the language of the request', async () => {
    const response = await admin.post('/api/admin/content-pages', {
      slug: 'Envíos Rápidos',
      title: '',
      description: 'x'.repeat(301),
      section: 'x'.repeat(51),
      position: -1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      slug: ['Solo letras minúsculas sin tilde, números y guiones (p. ej. politica-de-envios)'],
      title: ['Este campo es requerido'],
      description: ['No puede tener más de 300 caracteres'],
      section: ['No puede tener más de 50 caracteres'],
      position: ['Debe ser como mínimo 0'],
    });
    const english = await admin.post('/api/admin/content-pages', pageBody({ slug: 'store' }), {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().errors).toEqual({ slug: ['This address belongs to another page of the shop'] });
  });

  it('refuses a second page at the same address', async () => {
    expect((await admin.post('/api/admin/content-pages', pageBody({ slug: 'duplicada' }))).statusCode).toBe(
      201,
    );
    const again = await admin.post('/api/admin/content-pages', pageBody({ slug: 'duplicada' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ slug: ['No se permiten duplicados'] });
  });

  it('keeps the fixed pages at their address and in the shop', async () => {
    const id = await fixedPageId('return-policy');
    const moved = await admin.put(`/api/admin/content-pages/${id}`, pageBody({ slug: 'devoluciones' }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ slug: ['La dirección de esta página no se puede cambiar'] });
    const deleted = await admin.delete(`/api/admin/content-pages/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'Esta página es parte de la tienda: puedes despublicarla, pero no eliminarla',
    );
  });

  it('stores only safe HTML: scripts, handlers, styles and javascript: links are gone', async () => {
    const hostile = [
      '<h1>Título</h1><script>alert(1)</script>',
      '<p onclick="alert(2)" style="color:red">Texto <img src=x onerror="alert(3)"></p>',
      '<a href="javascript:alert(4)">uno</a> <a href="JaVaScRiPt&colon;alert(5)">dos</a>',
      '<a href="https://example.com" target="_blank" rel="opener">tres</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(6)"></svg>',
    ].join('');
    const created = await admin.post('/api/admin/content-pages', pageBody({ slug: 'hostil', body: hostile }));
    expect(created.statusCode).toBe(201);
    const body: string = created.json().body;
    expect(body).toBe(
      '<h2>Título</h2><p>Texto </p><a rel="noopener noreferrer nofollow">uno</a> <a rel="noopener noreferrer nofollow">dos</a>' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow">tres</a>',
    );
    for (const bad of ['script', 'onclick', 'onerror', 'onload', 'style', 'javascript', 'iframe', 'svg']) {
      expect(body.toLowerCase()).not.toContain(bad);
    }
  });

  it('asks for read_settings to read and update_settings to change', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/admin/content-pages')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/content-pages', pageBody())).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    expect((await reader.get('/api/admin/content-pages')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/content-pages', pageBody({ slug: 'no' }))).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/faqs/1')).statusCode).toBe(403);
    const { agent: stranger } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await stranger.get('/api/admin/faqs')).statusCode).toBe(403);
    // The permission is decided on the route the router matched, not on how the path was spelt.
    expect((await stranger.get('/api/admin//content-pages/../content-pages')).statusCode).not.toBe(200);
  });

  it('answers 404 for pages that do not exist, or cannot', async () => {
    expect((await admin.get('/api/admin/content-pages/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/content-pages/999999', pageBody({ slug: 'nada' }))).statusCode).toBe(
      404,
    );
    expect((await admin.get('/api/admin/content-pages/abc')).statusCode).toBe(404);
    expect((await new Agent(t.app).get(`/api/content/pages/${'x'.repeat(300)}`)).statusCode).toBe(404);
  });
});

describe('frequent questions', () => {
  it('groups the published questions by topic, in the staff order', async () => {
    const ask = (topic: string, question: string, position: number, published = true) =>
      admin.post('/api/admin/faqs', { topic, question, answer: `<p>${question}</p>`, position, published });
    expect((await ask('Pagos', '¿Se puede pagar en MLC?', 20)).statusCode).toBe(201);
    await ask('Pedidos', '¿Cuándo llega?', 10);
    await ask('Pagos', '¿Y en USD?', 30);
    await ask('Pedidos', 'Borrador', 5, false);

    const reply = publicFaqReplySchema.parse((await new Agent(t.app).get('/api/content/faqs')).json());
    expect(reply.topics.map((topic) => [topic.name, topic.questions.map((q) => q.question)])).toEqual([
      ['Pedidos', ['¿Cuándo llega?']],
      ['Pagos', ['¿Se puede pagar en MLC?', '¿Y en USD?']],
    ]);
  });

  it('edits and deletes a question, and says what is wrong with a bad one', async () => {
    const created = await admin.post('/api/admin/faqs', {
      topic: 'Cuenta',
      question: '¿Cómo cambio mi contraseña?',
      answer: '<p>Desde tu perfil.</p><script>x()</script>',
    });
    const faq = created.json();
    expect(faq.answer).toBe('<p>Desde tu perfil.</p>');
    const updated = await admin.put(`/api/admin/faqs/${faq.id}`, {
      ...faq,
      question: '¿Cómo cambio la clave?',
    });
    expect(updated.json().question).toBe('¿Cómo cambio la clave?');
    expect((await admin.delete(`/api/admin/faqs/${faq.id}`)).statusCode).toBe(204);
    const gone = await admin.get(`/api/admin/faqs/${faq.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Pregunta no encontrada');

    const bad = await admin.post('/api/admin/faqs', {
      topic: '',
      question: 'x'.repeat(301),
      answer: '<p> </p>',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      topic: ['Este campo es requerido'],
      question: ['No puede tener más de 300 caracteres'],
      answer: ['Este campo es requerido'],
    });
  });
});

describe('the storefront side', () => {
  it('lists the published pages by section for /info', async () => {
    const about = await fixedPageId('about');
    await admin.put(`/api/admin/content-pages/${about}`, {
      slug: 'about',
      title: 'Quiénes somos',
      section: '',
      body: '<p>Una tienda de La Habana.</p>',
      position: 0,
    });
    await admin.post(
      '/api/admin/content-pages',
      pageBody({ slug: 'como-comprar', title: 'Cómo comprar', position: 1 }),
    );
    const reply = contentIndexReplySchema.parse((await new Agent(t.app).get('/api/content/pages')).json());
    const names = reply.sections.map((section) => section.name);
    expect(names[0]).toBe('');
    expect(reply.sections[0]?.pages.map((page) => page.slug)).toContain('about');
    // The policies are drafts until staff publish them.
    expect(reply.sections.flatMap((s) => s.pages.map((p) => p.slug))).not.toContain('warranty-policy');
  });

  it('gives a page its own title, description and address, and a missing page the 404 status', async () => {
    const html = (await t.app.inject({ url: '/information/about' })).body;
    expect(html).toContain('<title>Quiénes somos | Tienda</title>');
    expect(html).toContain('content="Una tienda de La Habana."');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about" />`);
    expect((await t.app.inject({ url: '/about' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/warranty-policy' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/no-existe' })).statusCode).toBe(404);
    for (const url of ['/information/%E0%A4%A', '/information/..%2F..%2Fetc', `/${'x'.repeat(5000)}`]) {
      const status = (await t.app.inject({ url })).statusCode;
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
    }
    const faq = await t.app.inject({ url: '/Frequent-Ask' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<title>Preguntas frecuentes | Tienda</title>');
  });

  it('lists the published pages in the sitemap', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/Frequent-Ask</loc>`);
    expect(xml).not.toContain(`${PUBLIC_URL}/warranty-policy`);
  });
});
