import { ADMIN } from './support/api';
import { expect, test } from './support/test';

/**
 * Issue 11 in a real browser: a page on another site cannot sign a visitor in (login CSRF, through an encoded
 * path that once slipped past the check), and a visitor without an account cannot hoard a product's stock.
 */

test('a page on another site cannot sign the visitor in, however it spells the path', async ({
  page,
  baseURL,
}) => {
  const attacker = 'http://attacker.example';
  // The attacker's page posts the attacker's credentials to the shop as soon as it loads.
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form id="f" method="post" enctype="multipart/form-data"
        action="${baseURL}/%61pi/login">
        <input name="email" value="${ADMIN.email}"><input name="password" value="${ADMIN.password}">
      </form><script>document.getElementById('f').submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url().includes('/login'));
  await page.goto(`${attacker}/win-a-prize`);
  expect((await answer).status()).toBe(419);

  // The visitor is not signed in to anyone's account.
  await page.goto('/store');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toHaveCount(0);
});

test('a visitor who adds all of a product holds only a share; another shopper can still buy it', async ({
  browser,
  baseURL,
}) => {
  const search = await (await browser.newContext({ baseURL })).request.get('/api/store/products', {
    params: { search: 'Café Serrano en grano' },
  });
  const product = (await search.json()).data[0] as { slug: string; availability: number };
  const stock = product.availability;
  expect(stock).toBeGreaterThan(5);

  // The hoarder asks for every unit.
  const hoarder = await (await browser.newContext({ baseURL, locale: 'es-ES' })).newPage();
  await hoarder.goto(`/Products/${product.slug}`);
  await hoarder.getByRole('textbox', { name: 'Cantidad' }).fill(String(stock));
  await hoarder.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(hoarder.getByText('Producto añadido al carrito.')).toBeVisible();
  await hoarder.goto('/Cart');
  await expect(hoarder.getByRole('note')).toContainText('de estas unidades no están reservadas para ti');

  // Another shopper still sees nearly all of it and can put it in their cart.
  const shopper = await (await browser.newContext({ baseURL, locale: 'es-ES' })).newPage();
  const seen = await shopper.request.get(`/api/store/products/${product.slug}`);
  expect((await seen.json()).availability).toBeGreaterThanOrEqual(stock - Math.ceil(stock / 5));
  await shopper.goto(`/Products/${product.slug}`);
  await shopper.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(shopper.getByText('Producto añadido al carrito.')).toBeVisible();
});
