import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/agent';
import { PAGE_RENDERER } from '../test/build-page-renderer';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../test/build-test-app';
import { catalogueBasics, productInput } from '../test/catalogue';
import { signIn, signInAs } from '../test/factories';

// Issue 13 §1: the storefront's pages come as HTML with their products and prices, before any script runs.
let t: TestApp;
/** The server's log at `info`: what the renderer asked the API for shows as its requests. */
const logLines: string[] = [];
let slug: string;
let productId: number;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Tienda</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  // Of the build's manifest, the parts of /store whose code waits on the front (decision 071).
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/features/catalog/components/browse-controls.ts': {
        file: 'assets/browse-controls.js',
        css: ['assets/browse-controls.css'],
      },
      'src/app/home-contact.tsx': { file: 'assets/home-contact.js', css: ['assets/contact-page.css'] },
      'src/lib/other-language-words.ts': { file: 'assets/other-language-words.js' },
    }),
  );
  t = await buildTestApp({
    webDist: dist,
    webRender: PAGE_RENDERER,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
  const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const { category } = await catalogueBasics(admin, 'Ferretería');
  const created = await admin.post(
    '/api/admin/products',
    productInput(category.id, {
      name: 'Linterna LED recargable',
      regular_price: 2050,
      wholesaler: true,
      wholesale_price: 1575,
      min_quantity: 5,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  slug = created.json().slug;
  productId = created.json().id;
});
afterAll(() => t.close());

/** The page's text as a reader without JavaScript sees it: the markup of #root, tags and the JSON block left out. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

const page = (agent: Agent, url: string, cookie?: string) =>
  agent.get(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('server-rendered storefront', () => {
  it('sends /store with its products and prices in Spanish, and the data the browser hydrates from', async () => {
    const reply = await page(new Agent(t.app), '/store');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-cache');
    const text = visibleText(reply.body);
    expect(text).toContain('Linterna LED recargable');
    expect(text).toContain('20,50 $');
    expect(text).toContain('Todos los productos');
    // The welcome says what this shop does (decision 090): USD alone while MLC has no rate, home delivery without a
    // point of sale taking pickups.
    expect(text).toContain('Compra al por menor o al por mayor, paga en USD y recibe tu pedido en casa.');
    // The footer is whole before any script: how to pay comes with the page, not after it.
    expect(text).toContain('Formas de pago');
    expect(reply.body).toContain('<script type="application/json" id="shop-state">');
    expect(reply.body).not.toMatch(/<script>(?!\s*$)/);
    // The code starts after the first paint (decision 033): no script or module preload in the head.
    const head = reply.body.slice(0, reply.body.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(reply.body).toContain(
      '<script type="application/json" id="shop-modules">["/assets/index.js"]</script><script src="/app-boot.js" async></script>',
    );
  });

  it("brings the catalogue's controls' code with a search's results, and only their styles with the front", async () => {
    const styles = '<link rel="stylesheet" crossorigin href="/assets/browse-controls.css">';
    const front = (await page(new Agent(t.app), '/store')).body;
    expect(front).toContain(styles);
    expect(front).not.toContain('browse-controls.js');
    // The contact form's too, which hide its field for bots; never its code, which waits below the fold.
    expect(front).toContain('<link rel="stylesheet" crossorigin href="/assets/contact-page.css">');
    expect(front).not.toContain('home-contact.js');
    const results = (await page(new Agent(t.app), '/store?search=linterna')).body;
    expect(results).toContain(styles);
    expect(results).toContain('id="shop-modules">["/assets/browse-controls.js","/assets/index.js"]</script>');
    expect(visibleText(results)).toContain('Linterna LED recargable');
  });

  it('speaks the language of the locale cookie, whatever the browser prefers', async () => {
    const english = await page(new Agent(t.app), '/store', 'locale=en-US');
    expect(visibleText(english.body)).toContain('$20.50');
    expect(visibleText(english.body)).toContain('All products');
    // The list of English words comes with the page; a Spanish page's first load lists only Spanish's (issue 13).
    expect(english.body).toContain(
      'id="shop-modules">["/assets/other-language-words.js","/assets/index.js"]</script>',
    );
    const browserOnly = await new Agent(t.app).get('/store', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(visibleText(browserOnly.body)).toContain('Todos los productos');
  });

  it('sends a product page with its name, price and wholesale terms only to a wholesaler, never kept for others', async () => {
    const retail = await page(new Agent(t.app), `/Products/${slug}`);
    expect(retail.statusCode).toBe(200);
    expect(visibleText(retail.body)).toContain('Linterna LED recargable');
    expect(visibleText(retail.body)).toContain('20,50 $');
    expect(visibleText(retail.body)).not.toContain('Precio por mayor');
    // The rating row is in the HTML (the product carries it): nothing moves down when the page comes alive.
    expect(visibleText(retail.body)).toContain('Sin valoraciones todavía Escribir una reseña');

    const { agent: wholesaler } = await signInAs(t.app, { role: 'wholesaler' });
    const wholesale = await page(wholesaler, `/Products/${slug}`);
    expect(visibleText(wholesale.body)).toContain('Precio por mayor: 15,75 $ desde 5 unidades');
    expect(wholesale.headers['cache-control']).toBe('private, no-store');

    const after = await page(new Agent(t.app), `/Products/${slug}`);
    expect(visibleText(after.body)).not.toContain('Precio por mayor');
    expect(after.body).not.toContain('1575');
  });

  it('answers a missing product with 404 and its page not found, inside the shop, before any script runs', async () => {
    const reply = await page(new Agent(t.app), '/Products/no-existe-este-producto');
    expect(reply.statusCode).toBe(404);
    const text = visibleText(reply.body);
    expect(text).toContain('Página no encontrada');
    expect(text).toContain('No existe ninguna página en la dirección /Products/no-existe-este-producto');
    expect(text).toContain('Volver a la tienda');
    // The shop around it: the header's search and the footer's hours.
    expect(reply.body).toContain('type="search"');
    expect(text).toContain('Horario de atención');
    // The browser hydrates the same 404 rather than asking for the product again.
    expect(reply.body).toMatch(/"errors":\{"[^"]+":\{"status":404,/);

    const english = await page(new Agent(t.app), '/Products/no-existe-este-producto', 'locale=en-US');
    expect(english.statusCode).toBe(404);
    expect(visibleText(english.body)).toContain('Page Not Found');

    // The same for a post, a shop page or the reviews of a product that is not there.
    for (const path of [
      '/blog/no-existe-este-articulo',
      '/information/no-existe-esta-pagina',
      '/Products/Review/Read/no-existe-este-producto',
    ]) {
      const missing = await page(new Agent(t.app), path);
      expect(missing.statusCode, path).toBe(404);
      expect(visibleText(missing.body)).toContain(`No existe ninguna página en la dirección ${path}`);
    }

    // An address no page has is still the app's 404, rendered by the browser.
    const unknown = await page(new Agent(t.app), '/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it("sends a product's reviews page with its heading and rating in the shop, before any script runs", async () => {
    const reply = await page(new Agent(t.app), `/Products/Review/Read/${slug}`);
    expect(reply.statusCode).toBe(200);
    const text = visibleText(reply.body);
    expect(text).toContain('Linterna LED recargable');
    expect(text).toContain('Reseñas de clientes');
    expect(text).toContain('Nadie ha reseñado este producto todavía.');
    expect(text).toContain('Horario de atención');
    expect(reply.body).toContain('id="shop-state"');
  });

  it('sends a shared cart with its lines, opened from a message before any script runs; a bad link is its 404', async () => {
    const sender = new Agent(t.app);
    await sender.get('/api/csrf-cookie');
    const added = await sender.post('/api/cart', { product_id: productId, quantity: 2 });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const { path: shared } = (await sender.post('/api/cart/share')).json();
    const reply = await page(new Agent(t.app), shared);
    expect(reply.statusCode).toBe(200);
    const text = visibleText(reply.body);
    expect(text).toContain('Linterna LED recargable');
    expect(text).toContain('Horario de atención');
    expect(reply.body).toContain('id="shop-state"');

    const broken = await page(new Agent(t.app), '/Cart/share-cart/no-es-un-carrito');
    expect(broken.statusCode).toBe(404);
    expect(visibleText(broken.body)).toContain('El enlace del carrito compartido no es válido');
  });

  it('answers a page of the catalogue past its last with 404, and the page says so with the way back', async () => {
    const reply = await page(new Agent(t.app), '/store?page=2');
    expect(reply.statusCode).toBe(404);
    const text = visibleText(reply.body);
    expect(text).toContain('No existe la página 2');
    expect(text).toContain('La lista tiene una sola página.');
    expect(text).toContain('Ir a la primera página');
    expect(text).not.toContain('Ningún producto cumple');
    // A page that narrows the listing to nothing is not missing: it says nothing matches.
    const nothing = await page(new Agent(t.app), '/store?search=zzzz&page=2');
    expect(nothing.statusCode).toBe(200);
    expect(visibleText(nothing.body)).toContain('Ningún producto coincide con «zzzz»');
  });

  it('answers an old link to a category the shop no longer has with 404 and its reason, not an empty listing', async () => {
    const reply = await page(new Agent(t.app), '/store?category=ya-no-existe');
    expect(reply.statusCode).toBe(404);
    const text = visibleText(reply.body);
    expect(text).toContain('La categoría no existe o no está disponible');
    expect(text).not.toContain('Ningún producto cumple');
    // Asking again answers the same: the refusal is handed to the browser, which shows it without a retry.
    expect(text).not.toContain('Reintentar');
    expect(reply.body).toMatch(/"error":\{"status":404,/);

    const english = await page(new Agent(t.app), '/store?category=ya-no-existe', 'locale=en-US');
    expect(english.statusCode).toBe(404);
    expect(visibleText(english.body)).toContain('The category does not exist or is not available');

    // The blog's old links too: a category or keyword it no longer has is not "no post matches these filters".
    const blog = await page(new Agent(t.app), '/Blog?keyword=ya-no-existe');
    expect(blog.statusCode).toBe(404);
    expect(visibleText(blog.body)).toContain('La palabra clave no existe');
    expect(visibleText(blog.body)).not.toContain('Ningún artículo coincide');
  });

  it('answers a search the API refuses with its status, not a 200 for a page without its products', async () => {
    const reply = await page(new Agent(t.app), '/store?search=%00');
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toContain('<div id="root">');
    // And why, in the shopper's language: the refusal's own message alone names nothing to change.
    expect(visibleText(reply.body)).toContain(
      'Hay campos vacíos o no válidos Contiene un carácter no permitido',
    );
  });

  it("sends a shopper's cart with its lines to that shopper only, never kept, and an empty cart to a newcomer", async () => {
    const shopper = new Agent(t.app);
    const added = await shopper.post('/api/cart', { product_id: productId, quantity: 2 });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const cart = await page(shopper, '/Cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    const text = visibleText(cart.body);
    expect(text).toContain('Linterna LED recargable');
    expect(text).toContain('41,00 $');
    expect(cart.body).toContain('<script type="application/json" id="shop-state">');

    // Back after the session ended, with only the cart's cookie: still their cart, still kept by no shared cache.
    const cartCookie = shopper.cookies.get('cart');
    expect(cartCookie).toBeTruthy();
    const returning = await t.app.inject({
      method: 'GET',
      url: '/Cart',
      headers: { cookie: `cart=${cartCookie}` },
    });
    expect(visibleText(returning.body)).toContain('Linterna LED recargable');
    expect(returning.headers['cache-control']).toBe('private, no-store');

    const newcomer = await page(new Agent(t.app), '/Cart');
    expect(newcomer.statusCode).toBe(200);
    expect(visibleText(newcomer.body)).not.toContain('Linterna LED recargable');
    expect(visibleText(newcomer.body)).toContain('Tu carrito está vacío');
  });

  it('sends the address people type, /, on to /store with its query (SPEC §2), before any script runs', async () => {
    const home = await page(new Agent(t.app), '/');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/store');
    const campaign = await page(new Agent(t.app), '/?utm_source=whatsapp&utm_campaign=navidad');
    expect(campaign.headers.location).toBe('/store?utm_source=whatsapp&utm_campaign=navidad');
  });

  it('sends a visitor asking for an account or back-office page to sign in, and back there after', async () => {
    for (const [url, back] of [
      ['/Profile', '%2FProfile'],
      ['/admin/users?page=2', '%2Fadmin%2Fusers%3Fpage%3D2'],
      ['/checkout', '%2Fcheckout'],
      ['/Products/Index', '%2FProducts%2FIndex'],
    ] as const) {
      const reply = await page(new Agent(t.app), url);
      expect(reply.statusCode, url).toBe(302);
      expect(reply.headers.location, url).toBe(`/Auth/Login?redirect=${back}`);
    }
    // A visitor's session (a cart, an anti-forgery token) is not a signed-in one.
    const browsing = new Agent(t.app);
    await browsing.get('/api/csrf-cookie');
    expect((await page(browsing, '/Profile/Orders')).headers.location).toBe(
      '/Auth/Login?redirect=%2FProfile%2FOrders',
    );
    // An id that cannot be one is the 404 the app shows first; an unknown page under /admin too.
    expect((await page(new Agent(t.app), '/Profile/shopping_card/abc')).statusCode).toBe(404);
    expect((await page(new Agent(t.app), '/admin/no-such-screen')).statusCode).toBe(404);
  });

  it('leaves the back office and the account pages to the browser, without trying them as pages of the shop', async () => {
    logLines.length = 0;
    const { agent: staff } = await signInAs(t.app, { role: 'administrator' });
    for (const url of ['/admin/users', '/checkout', '/Profile']) {
      const reply = await page(staff, url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<div id="root"></div>');
      expect(reply.body, url).not.toContain('shop-state');
    }
    const login = await page(new Agent(t.app), '/Auth/Login');
    expect(login.body).toContain('<div id="root"></div>');
    // /Profile and /checkout once went through the catch-all of the shop's own pages, and its data, before the
    // browser's shell was sent.
    expect(logLines.filter((line) => line.includes('/api/content/pages/'))).toEqual([]);
  });

  it('renders hostile queries as text, never as markup, and never fails', async () => {
    const hostile = '/store?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-4&sort=%00&min_price=1e999';
    const reply = await page(new Agent(t.app), hostile);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('<script>alert(1)</script>');
    for (const url of ['/Products/%E0%A4%A', '/Products/..%2F..%2Fetc', `/Products/${'x'.repeat(5000)}`]) {
      expect((await page(new Agent(t.app), url)).statusCode, url).toBeLessThan(500);
    }
  });
});
