import type { Page } from '@playwright/test';
import { expect, test, watchHydration } from './support/test';

/** Issue 13: the storefront comes as HTML with its products, reads without JavaScript, then runs as the app. */
test('a shopper without JavaScript reads the store and a product page: names, prices and links', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', javaScriptEnabled: false });
  const page = await context.newPage();
  // The address people type: the server sends it on to the store (SPEC §2), no script needed.
  await page.goto('/');
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'Todos los productos' })).toBeVisible();
  // The shop's colours are there without its scripts: a filled button is not white text on nothing.
  const signUp = page.getByRole('main').getByRole('link', { name: 'Crear una cuenta' });
  expect(await signUp.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  const card = page.getByRole('link', { name: /Café Cubita molido 250 g/ }).first();
  await expect(card).toBeVisible();
  await expect(page.getByText('4,50 $').first()).toBeVisible();
  // The front's contact form reads as a form, without the field that traps bots.
  await page.getByRole('button', { name: 'Enviar mensaje' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: /Mensaje/ })).toBeInViewport();
  await expect(page.getByText('No rellenes este campo')).not.toBeInViewport();

  await card.click();
  await expect(page).toHaveURL(/\/Products\/cafe-cubita-molido-250-g$/);
  await expect(page.getByRole('heading', { name: 'Café Cubita molido 250 g', level: 1 })).toBeVisible();
  await expect(page.getByText('4,50 $').first()).toBeVisible();

  // A product the shop no longer has is its 404 page, inside the shop, with the way back.
  const gone = await page.goto('/Products/ya-no-existe');
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await context.close();
});

test('the server-rendered store hydrates without a mismatch, in English too, and then navigates without reloading', async ({
  browser,
  baseURL,
}) => {
  for (const locale of ['es-ES', 'en-US']) {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL as string }]);
    const page = await context.newPage();
    const hydrated = watchHydration(page);
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/store/products')) apiReads.push(request.url());
    });
    await page.goto('/store');
    // The data came with the page: the browser does not ask for the list it was rendered with.
    await page.waitForLoadState('networkidle');
    expect(apiReads).toEqual([]);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('link', { name: /Café Cubita molido 250 g/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Café Cubita molido 250 g', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goto('/Products/cafe-cubita-molido-250-g');
    await page.waitForLoadState('networkidle');
    await page.goto('/Offers');
    await page.waitForLoadState('networkidle');
    await page.goto('/Products/ya-no-existe');
    await page.waitForLoadState('networkidle');
    hydrated();
    await context.close();
  }
});

test('what a shopper types and taps before the page’s code has arrived is kept and done once it has', async ({
  page,
}) => {
  // A slow line, as decision 033 expects one: the page's code arrives only after the shopper has acted.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/Products/cafe-cubita-molido-250-g');
  await page.getByRole('textbox', { name: 'Cantidad' }).fill('3');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByText('Producto añadido al carrito')).toBeVisible();
  const cart = await (await page.request.get('/api/shop-cart-data')).json();
  expect(cart.items).toEqual([expect.objectContaining({ slug: 'cafe-cubita-molido-250-g', quantity: 3 })]);
});

test('a choice made in a list before the page’s code has arrived is applied once it has', async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/blog');
  // The blog's filters are the phone's own lists: picked on the server's HTML, then set back by React as it hydrates.
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Recetas' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page).toHaveURL(/\/blog\?category=recetas$/);
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue('recetas');
});

test('a filter tapped as the front’s catalogue wakes, before the filters’ code has arrived, is applied once it has', async ({
  page,
}) => {
  // The filters' chunk held back, as a slow line holds it while the shopper scrolls down to the catalogue and taps.
  const release = await holdBack(page, /\/assets\/browse-controls-[^/]+\.js$/);
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const offersOnly = page.getByRole('switch', { name: 'Solo en oferta' });
  await offersOnly.click();
  await expect(offersOnly).not.toBeChecked();
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page).toHaveURL(/[?&]in_offer=true/);
  await expect(page.getByRole('switch', { name: 'Solo en oferta' })).toBeChecked();
});

test('a sort chosen as the front’s catalogue wakes, before its code has arrived, is applied once it has', async ({
  page,
}) => {
  // A tap on a list opens the phone's own at once, on the server's HTML: React set the choice back as it hydrated.
  const release = await holdBack(page, /\/assets\/browse-controls-[^/]+\.js$/);
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const sort = page.getByRole('combobox', { name: 'Ordenar por' });
  // The tap that opens the list reaches the part first (a focus, here): it starts bringing the part to life.
  await sort.focus();
  await sort.selectOption({ label: 'Precio: de menor a mayor' });
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price');
});

test('a product tapped as the front’s catalogue wakes, before its code has arrived, opens in the app once it has', async ({
  page,
}) => {
  // Before, the link loaded the whole shop again (the page, its code started over): the longest wait on a slow line.
  const release = await holdBack(page, /\/assets\/browse-controls-[^/]+\.js$/);
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('link', { name: /Café Cubita molido 250 g/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/store$/);
  release();
  await expect(page.getByRole('heading', { name: 'Café Cubita molido 250 g', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page of a search’s results tapped before the pages’ code has arrived is shown once it has', async ({
  page,
}) => {
  // The results hydrate with the page; their pages' chunk comes after it, held back here as a slow line holds it.
  const release = await holdBack(page, /\/assets\/store-pagination-[^/]+\.js$/);
  await page.goto('/store?sort=price');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  release();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a language picked in the footer before the footer’s code has arrived is applied once it has', async ({
  page,
}) => {
  // The empty cart is a short page: its footer is in the first screen and hydrates with it, its code still held back.
  const release = await holdBack(page, /\/assets\/site-footer-[^/]+\.js$/);
  await page.goto('/Cart');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a shopper who switches to English reads the shop’s own words in English without reloading', async ({
  page,
}) => {
  await page.goto('/Cart');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Efectivo contra entrega');
  await footer.getByRole('button', { name: 'English' }).click();
  // The ways to pay are written by the server: they are read again in the new language, as the footer's own words are.
  await expect(footer).toContainText('Ways to pay');
  await expect(footer).toContainText('Cash on delivery');
  await expect(footer).not.toContainText('Efectivo contra entrega');
});

test('a message written on the front before its form’s code has arrived is sent once it has', async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/home-contact-[^/]+\.js$/);
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Osmany Fuentes');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('osmany.fuentes@example.com');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('¿Tienen arroz de 5 kg para recoger en Miramar?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  // Without its code the form neither sends nor leaves the page.
  await expect(page).toHaveURL(/\/store$/);
  release();
  await expect(page.getByRole('status')).toHaveText(/Gracias, hemos recibido tu mensaje/);
  await expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Osmany Fuentes');
});

/** Holds back the files matching `pattern`, as a slow line does, until the returned function lets them through. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
