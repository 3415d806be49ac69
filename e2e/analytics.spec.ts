import { ADMIN, signInThroughForm } from './support/api';
import { expect, test, watchHydration } from './support/test';

/** A shopper's browser as a phone reports it: Playwright's own "HeadlessChrome" is counted as a robot, rightly. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

test('what a shopper looked at and searched for in vain shows in the visits analytics', async ({
  page,
  browser,
  baseURL,
}) => {
  const term = `turron de jijona ${Date.now().toString(36)}`;
  const shopperContext = await browser.newContext({
    baseURL,
    userAgent: PHONE,
    viewport: { width: 390, height: 844 },
  });
  const shopper = await shopperContext.newPage();
  const hydrated = watchHydration(shopper);
  await shopper.goto('/store');
  await shopper.getByRole('searchbox', { name: 'Buscar productos' }).fill(term);
  await expect(shopper.getByText(`Ningún producto coincide con «${term}»`, { exact: false })).toBeVisible();
  await shopper.goto('/Products/cafe-cubita-molido-250-g');
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  // Leaving the shop sends what gathered, in one beacon.
  const beacon = shopper.waitForRequest((request) => request.url().endsWith('/api/analytics/events'));
  await shopper.goto('about:blank');
  const events = (await beacon).postDataJSON().events as Array<{ type: string }>;
  expect(events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['page', 'search_empty', 'product_view']),
  );
  hydrated();
  await shopperContext.close();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Analítica: visitas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Visitas', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveValue('Este mes');
  // The batch is written after its reply: read the screen again until it is there.
  await expect(async () => {
    await page.reload();
    const searches = page.getByRole('table', { name: 'Búsquedas sin resultados' });
    await expect(searches.getByText(term)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const products = page.getByRole('table', { name: 'Productos más visitados' });
  await expect(products.getByRole('link', { name: /Café Cubita/ })).toBeVisible();
  await expect(page.getByText(/^Móvil: \d+ %$/)).toBeVisible();

  await page.getByRole('link', { name: 'Analítica: lo más vendido' }).first().click();
  await expect(page.getByRole('heading', { name: 'Lo más vendido', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Productos más vendidos' }).getByRole('link').first(),
  ).toBeVisible();
});
