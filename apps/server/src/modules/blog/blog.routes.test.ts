import { shopToday } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';

/** Issue 16 §2: the blog's posts, categories and keywords in the back office, and what shoppers read. */
let t: TestApp;
let admin: Agent;
let visitor: Agent;
let recipes: { id: number };
let coffee: { id: number };

const today = shopToday();
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  visitor = new Agent(t.app);
  recipes = (await admin.post('/api/admin/blog/categories', { name: 'Recetas', slug: 'recetas' })).json();
  coffee = (await admin.post('/api/admin/blog/keywords', { name: 'café', slug: 'cafe' })).json();
});
afterAll(() => t.close());

const post = (extra: Record<string, unknown> = {}) => ({
  title: 'Cómo preparar un buen café cubano',
  slug: `cafe-cubano-${Math.random().toString(36).slice(2, 8)}`,
  subtitle: 'La espumita',
  summary: 'Los pasos de las abuelas para un café fuerte.',
  body: 'Un buen café empieza antes de encender el fogón.',
  content: '<h2>Lo que necesitas</h2><p>Una cafetera.</p>',
  author: 'Equipo de la tienda',
  tag: 'Recetas',
  blog_category_id: recipes.id,
  keyword_ids: [coffee.id],
  enabled: true,
  published_on: today,
  ...extra,
});

const picture = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: '#7f4f24' } })
    .png()
    .toBuffer();
const uploadCover = async (agent: Agent, id: number, data: Buffer, type = 'image/png') => {
  const { payload, headers } = multipart([{ field: 'image', filename: 'c.png', type, data }]);
  return agent.post(`/api/admin/blog/posts/${id}/cover`, payload, { headers });
};

describe('writing the blog', () => {
  it('creates, edits and deletes a post with its category, keywords and a sanitised article', async () => {
    const created = await admin.post(
      '/api/admin/blog/posts',
      post({
        content:
          '<p>Hola</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x()">y</a>',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      blog_category: { id: recipes.id, name: 'Recetas', slug: 'recetas' },
      keywords: [{ id: coffee.id, name: 'café' }],
      cover_image: null,
      published_on: today,
    });
    expect(saved.content).toContain('<p>Hola</p>');
    expect(saved.content).not.toMatch(/script|onerror|javascript:/);

    const edited = await admin.put(
      `/api/admin/blog/posts/${saved.id}`,
      post({ slug: saved.slug, title: 'Café cubano, paso a paso', keyword_ids: [], blog_category_id: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Café cubano, paso a paso',
      keywords: [],
      blog_category: null,
    });
    expect((await admin.get(`/api/admin/blog/posts/${saved.id}`)).json().title).toBe(
      'Café cubano, paso a paso',
    );
    const listed = await admin.get('/api/admin/blog/posts?search=paso');
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(saved.id);

    expect((await admin.delete(`/api/admin/blog/posts/${saved.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/blog/posts/${saved.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/blog/posts/${saved.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/admin/blog/posts/${saved.id}`, post())).statusCode).toBe(404);
  });

  it('explains bad fields, a taken address and a category or keyword that does not exist', async () => {
    const empty = await admin.post('/api/admin/blog/posts', {
      title: ' ',
      slug: 'Con Espacios',
      content: '<p> </p>',
      published_on: '2026-02-30',
      keyword_ids: [1, 1],
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'content',
      'keyword_ids',
      'published_on',
      'slug',
      'title',
    ]);
    const first = (await admin.post('/api/admin/blog/posts', post())).json();
    const taken = await admin.post('/api/admin/blog/posts', post({ slug: first.slug.toUpperCase() }));
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);
    const unknown = await admin.post(
      '/api/admin/blog/posts',
      post({ blog_category_id: 999999, keyword_ids: [999998] }),
    );
    expect(unknown.json().errors).toEqual({
      blog_category_id: ['La categoría seleccionada no existe'],
      keyword_ids: ['Alguna de las palabras clave seleccionadas no existe'],
    });
    // A keyword id is not a category, and the other way round.
    const crossed = await admin.post('/api/admin/blog/posts', post({ blog_category_id: coffee.id }));
    expect(Object.keys(crossed.json().errors)).toEqual(['blog_category_id']);
    const hostile = await admin.post(
      '/api/admin/blog/posts',
      post({ slug: '../../etc/passwd', title: 'x'.repeat(5000) }),
    );
    expect(hostile.statusCode).toBe(422);
    const extra = await admin.post('/api/admin/blog/posts', { ...post(), admin: true });
    expect(extra.statusCode).toBe(422);
  });

  it('keeps categories and keywords unique by name and address, and counts their posts', async () => {
    const twin = await admin.post('/api/admin/blog/categories', { name: 'RECETAS', slug: 'otra' });
    expect(twin.statusCode).toBe(422);
    expect(Object.keys(twin.json().errors)).toEqual(['name']);
    // The same name is fine as a keyword: they are different lists.
    expect(
      (await admin.post('/api/admin/blog/keywords', { name: 'Recetas', slug: 'recetas' })).statusCode,
    ).toBe(201);
    const news = (
      await admin.post('/api/admin/blog/categories', { name: 'Novedades', slug: 'novedades' })
    ).json();
    const renamed = await admin.put(`/api/admin/blog/categories/${news.id}`, {
      name: 'Noticias',
      slug: 'noticias',
    });
    expect(renamed.json()).toMatchObject({ name: 'Noticias', slug: 'noticias', posts: 0 });
    const { id } = (await admin.post('/api/admin/blog/posts', post({ blog_category_id: news.id }))).json();
    const categories = (await admin.get('/api/admin/blog/categories')).json().data;
    expect(categories).toEqual(expect.arrayContaining([expect.objectContaining({ id: news.id, posts: 1 })]));
    // Deleting the category leaves the post without one.
    expect((await admin.delete(`/api/admin/blog/categories/${news.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/blog/posts/${id}`)).json().blog_category).toBeNull();
    expect((await admin.delete(`/api/admin/blog/categories/${news.id}`)).statusCode).toBe(404);
    expect(
      (await admin.put(`/api/admin/blog/keywords/${recipes.id}`, { name: 'x', slug: 'x' })).statusCode,
    ).toBe(404);
    expect((await admin.get('/api/admin/blog/tags')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/blog/categories', { name: '', slug: 'a b' })).statusCode).toBe(422);
  });

  it('reads one category or keyword, for its edit dialog opened from its address', async () => {
    const one = await admin.get(`/api/admin/blog/categories/${recipes.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: recipes.id, name: 'Recetas', slug: 'recetas' });
    // A category is no keyword, and a missing or hostile id is no term.
    expect((await admin.get(`/api/admin/blog/keywords/${recipes.id}`)).statusCode).toBe(404);
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999'])
      expect((await admin.get(`/api/admin/blog/categories/${id}`)).statusCode, id).toBe(404);
    expect((await visitor.get(`/api/admin/blog/categories/${recipes.id}`)).statusCode).toBe(401);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.get(`/api/admin/blog/categories/${recipes.id}`)).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_post'] } });
    expect((await reader.get(`/api/admin/blog/keywords/${coffee.id}`)).statusCode).toBe(200);
  });

  it('stores a cover re-encoded as WebP, refusing what is not a picture', async () => {
    const { id } = (await admin.post('/api/admin/blog/posts', post())).json();
    const uploaded = await uploadCover(admin, id, await picture());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().cover_image;
    expect(url).toMatch(/^\/uploads\/blog\/[0-9a-f]+\.webp$/);
    expect(await sharp((await t.app.inject({ url })).rawPayload).metadata()).toMatchObject({
      format: 'webp',
    });
    expect((await uploadCover(admin, id, Buffer.from('<svg onload="x()"/>'))).statusCode).toBe(422);
    expect((await uploadCover(admin, id, Buffer.from('not a picture at all'), 'image/jpeg')).statusCode).toBe(
      422,
    );
    expect((await uploadCover(admin, 999999, await picture())).statusCode).toBe(404);
  });

  it('asks for read_post to read and update_settings too to change', async () => {
    expect((await visitor.get('/api/admin/blog/posts')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_post'] } });
    expect((await reader.get('/api/admin/blog/posts')).statusCode).toBe(200);
    expect((await reader.get('/api/admin/blog/keywords')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/blog/posts', post())).statusCode).toBe(403);
    expect((await reader.post('/api/admin/blog/keywords', { name: 'a', slug: 'a' })).statusCode).toBe(403);
    const { agent: settings } = await signInAs(t.app, {
      role: { permissions: ['read_settings', 'update_settings'] },
    });
    expect((await settings.get('/api/admin/blog/posts')).statusCode).toBe(403);
    const { agent: editor } = await signInAs(t.app, {
      role: { permissions: ['read_post', 'update_settings'] },
    });
    expect((await editor.post('/api/admin/blog/posts', post())).statusCode).toBe(201);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.get('/api/admin/blog/posts')).statusCode).toBe(403);
    expect((await reader.get('/api/admin//blog/posts')).statusCode).toBeGreaterThanOrEqual(403);
    expect((await shopper.get('/api/admin/Blog/Posts/')).statusCode).toBeGreaterThanOrEqual(403);
  });
});

describe('reading the blog', () => {
  it('shows enabled posts from their publication date, newest first, by category, keyword and words', async () => {
    const guides = (await admin.post('/api/admin/blog/categories', { name: 'Guías', slug: 'guias' })).json();
    const savings = (await admin.post('/api/admin/blog/keywords', { name: 'ahorro', slug: 'ahorro' })).json();
    const older = (
      await admin.post(
        '/api/admin/blog/posts',
        post({
          title: 'Ahorrar en la compra',
          blog_category_id: guides.id,
          keyword_ids: [savings.id],
          published_on: dayAfter(today, -5),
        }),
      )
    ).json();
    const newer = (
      await admin.post(
        '/api/admin/blog/posts',
        post({
          title: 'Guía de envíos',
          blog_category_id: guides.id,
          keyword_ids: [],
          published_on: dayAfter(today, -1),
        }),
      )
    ).json();
    const hidden = (
      await admin.post('/api/admin/blog/posts', post({ blog_category_id: guides.id, enabled: false }))
    ).json();
    const future = (
      await admin.post(
        '/api/admin/blog/posts',
        post({ blog_category_id: guides.id, published_on: dayAfter(today, 3) }),
      )
    ).json();

    const byCategory = (await visitor.get('/api/blog/posts?category=guias')).json();
    expect(byCategory.data.map((p: { id: number }) => p.id)).toEqual([newer.id, older.id]);
    expect(byCategory.meta).toMatchObject({ total: 2 });
    expect(byCategory.data[0]).not.toHaveProperty('content');
    const byKeyword = (await visitor.get('/api/blog/posts?keyword=AHORRO')).json();
    expect(byKeyword.data.map((p: { id: number }) => p.id)).toEqual([older.id]);
    const bySearch = (await visitor.get('/api/blog/posts?search=envios')).json();
    expect(bySearch.data.map((p: { id: number }) => p.id)).toContain(newer.id);
    // An old link to a category or keyword the blog no longer has says so, rather than blaming the filters.
    const goneCategory = await visitor.get('/api/blog/posts?category=nada');
    expect(goneCategory.statusCode).toBe(404);
    expect(goneCategory.json().message).toBe('La categoría del blog no existe');
    const goneKeyword = await visitor.get('/api/blog/posts?keyword=nada', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(goneKeyword.statusCode).toBe(404);
    expect(goneKeyword.json().message).toBe('The keyword does not exist');
    // A category that exists with nothing published in it is an empty list, not a missing page.
    await admin.post('/api/admin/blog/categories', { name: 'Sin artículos', slug: 'sin-articulos' });
    const empty = await visitor.get('/api/blog/posts?category=sin-articulos');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);

    expect((await visitor.get(`/api/blog/posts/${hidden.slug}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/blog/posts/${future.slug}`)).statusCode).toBe(404);
    const read = await visitor.get(`/api/blog/posts/${older.slug}`);
    expect(read.statusCode).toBe(200);
    // The post of the same category comes first; the newest others fill the row.
    const related = read.json().related.map((p: { id: number }) => p.id);
    expect(related[0]).toBe(newer.id);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(older.id);
    expect(related).not.toContain(hidden.id);
    expect(related).not.toContain(future.id);

    const topics = (await visitor.get('/api/blog/topics')).json();
    expect(topics.categories.map((c: { slug: string }) => c.slug)).toContain('guias');
    expect(topics.keywords.map((k: { slug: string }) => k.slug)).toContain('ahorro');
  });

  it('refuses hostile queries without a server error', async () => {
    for (const url of [
      '/api/blog/posts?page=0',
      '/api/blog/posts?page=abc',
      `/api/blog/posts?search=${'x'.repeat(500)}`,
      `/api/blog/posts?category=${'%27%3B drop table blog_posts'.repeat(20)}`,
    ])
      expect((await visitor.get(url)).statusCode, url).toBe(422);
    expect((await visitor.get(`/api/blog/posts/${encodeURIComponent("'; drop table x")}`)).statusCode).toBe(
      404,
    );
    expect((await visitor.get(`/api/blog/posts/${'a'.repeat(300)}`)).statusCode).toBeLessThan(500);
  });

  it('gives each post its page head, a place in the sitemap and the RSS feed', async () => {
    const { slug, title } = (
      await admin.post('/api/admin/blog/posts', post({ title: 'Feria del libro & más' }))
    ).json();
    const feed = await visitor.get('/blog/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Feria del libro &amp; más</title>');
    expect(feed.body).toContain(`/blog/${slug}</link>`);
    expect((await visitor.get('/sitemap.xml')).body).toContain(`/blog/${slug}</loc>`);
    expect(title).toBe('Feria del libro & más');
  });
});
