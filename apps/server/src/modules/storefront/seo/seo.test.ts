import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from '../../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { catalogueBasics, productInput } from '../../../test/catalogue';
import { signIn } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { products } from '../../products';
import { withFavicon } from './html-head';
import { escapeXml } from './sitemap';

const PUBLIC_URL = 'https://tienda.example';
const HOSTILE_NAME = 'Taza </script><script>alert(1)</script>';
const HOSTILE_TEXT = 'Cerámica "fina" & <b>resistente</b> </SCRIPT> $& \u2028 fin';

let t: TestApp;
let admin: Agent;
let taza: { slug: string };
let agotado: { slug: string };

async function product(categoryId: number, extra: Record<string, unknown>) {
  const response = await admin.post('/api/admin/products', productInput(categoryId, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string };
}

const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-seo-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>Tienda</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Tienda', short_name: 'Tienda', start_url: '/store', display: 'standalone' }),
  );
  t = await buildTestApp({ webDist: dist, env: { PUBLIC_URL } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const { category, brand } = await catalogueBasics(admin, 'Cocina');
  taza = await product(category.id, {
    name: HOSTILE_NAME,
    slug: 'taza-roja',
    short_description: HOSTILE_TEXT,
    regular_price: 1250,
    brand_id: brand.id,
  });
  const { payload, headers } = multipart([
    {
      field: 'image',
      filename: 'taza.png',
      type: 'image/png',
      data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c00' } })
        .png()
        .toBuffer(),
    },
  ]);
  const uploaded = await admin.post(`/api/admin/products/${taza.slug}/images`, payload, { headers });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  agotado = await product(category.id, { name: 'Olla agotada', real_quantity: 0, regular_price: 3000 });
  await product(category.id, { name: 'Sartén oculta', slug: 'sarten-oculta', visible: false });
});
afterAll(() => t.close());

describe('tags in the served page', () => {
  it('gives a product its title, description, canonical URL, Open Graph tags and JSON-LD', async () => {
    // The route is matched whatever its case, as the web app's router does.
    for (const url of ['/Products/taza-roja', '/products/taza-roja?ref=x']) {
      const html = await page(url);
      expect(html).not.toContain('<title>Tienda</title>');
      expect(html).toContain(
        '<title>Taza &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Tienda</title>',
      );
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/Products/taza-roja" />`);
      expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/Products/taza-roja`);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:title')).toContain('Taza &lt;/script&gt;');
      expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
      expect(metaContent(html, 'og:image')).toMatch(
        /^https:\/\/tienda\.example\/uploads\/products\/.+-1000\.webp$/,
      );
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('never lets product text close the script or break out of an attribute', async () => {
    const html = await page('/Products/taza-roja');
    // The page's only script is the JSON-LD one; the product text inside it is all escapes.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE_NAME,
      url: `${PUBLIC_URL}/Products/taza-roja`,
      brand: { '@type': 'Brand', name: 'Cocina marca' },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.description).toBe('Cerámica "fina" & <b>resistente</b> </SCRIPT> $& fin');
    expect(data.image[0]).toBe(metaContent(html, 'og:image'));
  });

  it('carries the approved reviews: their average rating and the newest ones', async () => {
    const { refreshProductRating, reviews } = await import('../../reviews');
    const [row] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, agotado.slug));
    await t.app.db.insert(reviews).values([
      { productId: row?.id ?? 0, text: 'Muy buena.', rating: 5, status: 'approved' },
      { productId: row?.id ?? 0, text: 'Normal.', rating: 4, status: 'approved' },
      { productId: row?.id ?? 0, text: 'Pendiente.', rating: 1, status: 'pending' },
    ]);
    // What a staff decision does after writing the reviews.
    await refreshProductRating(t.app.db, row?.id ?? 0);
    const data = jsonLd(await page(`/Products/${agotado.slug}`));
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review.map((r: { reviewBody: string }) => r.reviewBody).sort()).toEqual([
      'Muy buena.',
      'Normal.',
    ]);
    expect(jsonLd(await page('/Products/taza-roja')).aggregateRating).toBeUndefined();
  });

  it('says when a product is out of stock', async () => {
    expect(jsonLd(await page(`/Products/${agotado.slug}`)).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('answers hidden or unknown products with status 404 and the 404 page’s name, so the app shows its 404', async () => {
    const unknown = ['/Products/no-such-thing', '/Products/%3Cscript%3E', `/Products/${'x'.repeat(300)}`];
    for (const url of ['/Products/sarten-oculta', ...unknown]) {
      const html = await page(url, {}, 404);
      expect(html, url).toContain('<title>Página no encontrada | Tienda</title>');
      expect(html, url).not.toContain('og:title');
      expect(html, url).not.toContain('application/ld+json');
    }
    // A path no page has, and the 404 page itself, are named so too, in the visitor's language.
    expect(await page('/no/such/page', { cookie: 'locale=en-US' }, 404)).toContain(
      '<title>Page Not Found | Tienda</title>',
    );
    expect(await page('/404', {}, 404)).toContain('<title>Página no encontrada | Tienda</title>');
  });

  it("gives a product's reviews page its own title, and the reviews of a product shoppers may not see a 404", async () => {
    const html = await page('/Products/Review/Read/taza-roja', { cookie: 'locale=en-US' });
    expect(html).toContain(
      '<title>Reviews of Taza &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Tienda</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/Products/Review/Read/taza-roja" />`);
    // The form to write one is nobody's search result: a visitor (a crawler) is sent to sign in.
    const write = await t.app.inject('/products/review/write/taza-roja');
    expect(write.statusCode).toBe(302);
    expect(write.headers.location).toBe('/Auth/Login?redirect=%2Fproducts%2Freview%2Fwrite%2Ftaza-roja');
    for (const screen of ['Read', 'Write'])
      for (const slug of ['sarten-oculta', 'no-such-thing', '%E0%A4%A', '%00', 'x'.repeat(300)]) {
        const url = `/Products/Review/${screen}/${slug}`;
        expect(await page(url, {}, 404), url).toContain('<title>Página no encontrada | Tienda</title>');
      }
  });

  it('answers a path whose name holds a control character with 404, without asking the database', async () => {
    // PostgreSQL refuses a NUL in a text: the query failed, was logged as an error and the page went out as 200.
    const errors = vi.spyOn(t.app.log, 'error');
    for (const url of [
      '/Products/%00',
      '/Products/a%00b',
      '/blog/%00',
      '/information/%00',
      '/%00',
      '/Products/%1B',
    ])
      expect(await page(url, {}, 404), url).toContain('<title>Página no encontrada | Tienda</title>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives a blog post its BlogPosting JSON-LD, and a post shoppers may not read a 404', async () => {
    const { shopToday } = await import('@shop/contracts');
    const body = {
      title: 'Café </script> cubano',
      slug: 'cafe-cubano',
      summary: 'La espumita de las abuelas.',
      content: '<p>Una cafetera.</p>',
      author: 'Laura Martínez',
      published_on: shopToday(),
    };
    const created = await admin.post('/api/admin/blog/posts', body);
    expect(created.statusCode, created.body).toBe(201);
    const html = await page('/blog/cafe-cubano');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/cafe-cubano" />`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'description')).toBe('La espumita de las abuelas.');
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Café </script> cubano',
      datePublished: shopToday(),
      author: { '@type': 'Person', name: 'Laura Martínez' },
    });
    expect(metaContent(await page('/blog'), 'og:title')).toBe('Blog | Tienda');
    const hidden = await admin.put(`/api/admin/blog/posts/${created.json().id}`, { ...body, enabled: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const url of ['/blog/cafe-cubano', '/blog/no-such-post', `/blog/${'x'.repeat(300)}`])
      expect(await page(url, {}, 404), url).not.toContain('application/ld+json');
  });

  it('describes the store in the language of the page', async () => {
    const spanish = await page('/store');
    expect(spanish).toContain('<title>Tienda</title>');
    expect(spanish).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store" />`);
    expect(metaContent(spanish, 'og:type')).toBe('website');
    expect(metaContent(spanish, 'description')).toContain('Compra en línea en Tienda');
    const english = await page('/store', { cookie: 'locale=en-US' });
    expect(metaContent(english, 'description')).toContain('Shop online at Tienda');
    // The page says which language it is in (index.html says Spanish), for screen readers before any script runs.
    expect(spanish).toMatch(/<html [^>]*\blang="es">/);
    expect(english).toMatch(/<html [^>]*\blang="en">/);
    expect(english.match(/\blang=/g)).toHaveLength(1);
    expect(await page('/Cart', { cookie: 'locale=en-US' })).toMatch(/<html [^>]*\blang="en">/);
    // A page is in the cookie's language, else Spanish, whatever the browser prefers (SPEC §7): its head and root
    // element too, or an English browser would get a Spanish page that calls itself English.
    const browserEnglish = await page('/store', { 'accept-language': 'en-US,en;q=0.8' });
    expect(browserEnglish).toMatch(/<html [^>]*\blang="es">/);
    expect(metaContent(browserEnglish, 'description')).toContain('Compra en línea en Tienda');
  });

  it('names a listing as its heading does: a search by what was searched, a category or a brand by its name', async () => {
    const searched = await page('/store?search=%20taza%20&sort=price');
    expect(searched).toContain('<title>Resultados para «taza» | Tienda</title>');
    expect(searched).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store" />`);
    // A '?' typed in the search is part of it, not the start of another query.
    expect(await page('/store?search=talla?&sort=price')).toContain(
      '<title>Resultados para «talla?» | Tienda</title>',
    );
    expect(await page('/store?search=taza', { cookie: 'locale=en-US' })).toContain(
      '<title>Results for “taza” | Tienda</title>',
    );

    const category = await page('/store?category=cocina&page=2');
    expect(category).toContain('<title>Cocina | Tienda</title>');
    expect(metaContent(category, 'description')).toBe(
      'Cocina en Tienda: compra en línea con envío a domicilio o recogida en tienda.',
    );
    // One address to index a category by, whatever page or order it was read at.
    expect(category).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store?category=cocina" />`);
    const brand = await page('/store?brand=cocina-marca');
    expect(brand).toContain('<title>Cocina marca | Tienda</title>');
    expect(brand).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store?brand=cocina-marca" />`);

    // What the listing would not read, or names nothing shoppers see, is the catalogue; nothing fails.
    for (const url of [
      '/store?category=no-existe',
      `/store?category=${'c'.repeat(200)}`,
      '/store?category=%00',
      '/store?brand=%00',
      '/store?brand=%E0%A4%A',
      `/store?search=${'a'.repeat(101)}`,
      '/store?search=%20%20',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode === 200) {
        expect(response.body, url).toContain('<title>Catálogo | Tienda</title>');
        expect(response.body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store" />`);
      }
    }
  });

  it('gives the offers page its own title, description and address', async () => {
    const html = await page('/Offers');
    expect(html).toContain('<title>Ofertas | Tienda</title>');
    expect(metaContent(html, 'description')).toBe(
      'Productos de Tienda con precio rebajado por tiempo limitado.',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/Offers" />`);
    const english = await page('/offers', { cookie: 'locale=en-US' });
    expect(english).toContain('<title>Offers | Tienda</title>');
    expect(await page('/offers', { 'accept-language': 'en-US' })).toContain(
      '<title>Ofertas | Tienda</title>',
    );
  });

  it('names the shop and says what it is on pages nobody searches for, with no address to index', async () => {
    for (const url of ['/Cart', '/Auth/Login', '/Auth/ForgotPassword']) {
      const html = await page(url);
      expect(metaContent(html, 'description'), url).toBe(
        'Compra en línea en Tienda: productos, ofertas y envío a domicilio.',
      );
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('og:title');
    }
  });
});

describe("the shop's page icon", () => {
  const icon = async () =>
    multipart([
      {
        field: 'image',
        filename: 'icono.png',
        type: 'image/png',
        data: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#07c' } })
          .png()
          .toBuffer(),
      },
    ]);

  it('is in the served page and at /favicon.ico, the default one until staff upload their own', async () => {
    expect(await page('/store')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const before = await t.app.inject('/favicon.ico');
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toBe('/favicon.svg');

    const { payload, headers } = await icon();
    const uploaded = await admin.post('/api/admin/settings/store/favicon', payload, { headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().favicon_url;
    expect(url).toMatch(/^\/uploads\/settings\/.*\.png$/);
    // From the first paint, not only once the app has asked for it: one icon, the shop's.
    const html = await page('/Products/taza-roja');
    expect(html).toContain(`<link rel="icon" href="${url}" />`);
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    const after = await t.app.inject('/favicon.ico');
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe(url);
    expect((await t.app.inject(after.headers.location as string)).headers['content-type']).toBe('image/png');

    expect((await admin.delete('/api/admin/settings/store/favicon')).statusCode).toBe(200);
    expect(await page('/store')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect((await t.app.inject('/favicon.ico')).headers.location).toBe('/favicon.svg');
  });

  it('never points a page to an address that is not a picture', () => {
    const index = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>';
    for (const hostile of ['javascript:alert(1)', '//evil.example/x.png', 'data:text/html,x', ' /x'])
      expect(withFavicon(index, hostile), hostile).toBe(index);
    expect(withFavicon(index, '/uploads/a"b.png')).toContain('href="/uploads/a&quot;b.png"');
  });
});

describe('sitemap and robots', () => {
  it('lists the store, the categories and every product shoppers may see, and the pages with something to show', async () => {
    const locsOf = async () =>
      [...(await t.app.inject('/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    // Nothing on offer, no page or question published, the blog's one post disabled above: none of those pages.
    expect(await locsOf()).toEqual([
      `${PUBLIC_URL}/store`,
      `${PUBLIC_URL}/store?category=cocina`,
      `${PUBLIC_URL}/Contact-Us`,
      `${PUBLIC_URL}/Products/taza-roja`,
      `${PUBLIC_URL}/Products/${agotado.slug}`,
    ]);
    const question = { topic: 'Pedidos', question: '¿Llega a Playa?', answer: '<p>Sí.</p>', position: 1 };
    const created = await admin.post('/api/admin/faqs', question);
    expect(created.statusCode, created.body).toBe(201);
    expect(await locsOf()).toContain(`${PUBLIC_URL}/Frequent-Ask`);
    expect((await admin.delete(`/api/admin/faqs/${created.json().id}`)).statusCode).toBe(204);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await t.app.inject('/sitemap-products-2.xml')).statusCode).toBe(404);
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it("names the installable app after the shop's name from the Customization settings", async () => {
    const before = (await admin.get('/api/admin/settings/store')).json();
    const renamed = await admin.put('/api/admin/settings/store', {
      ...before,
      name: 'Mercado de la Calle 23',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const response = await t.app.inject('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Mercado de la Calle 23',
      short_name: 'Mercado de …',
      start_url: '/store',
      display: 'standalone',
    });
    await admin.put('/api/admin/settings/store', before);
  });

  it("lets crawlers into the storefront only, not a shopper's own pages, and points them to the sitemap", async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /Distribution',
        'Disallow: /Cart',
        'Disallow: /checkout',
        'Disallow: /Profile',
        'Disallow: /Auth',
        'Disallow: /*?search=',
        'Disallow: /*&search=',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    // What the sitemap lists stays open.
    for (const open of ['/store', '/Offers', '/Products/', '/blog', '/Frequent-Ask'])
      expect(
        lines.filter((line) => line.startsWith('Disallow:') && open.startsWith(line.slice(10))),
        open,
      ).toEqual([]);
  });
});
