import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
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
  // The collector loads after the page, with the first thing counted.
  const collector = shopper.waitForResponse((response) =>
    /\/assets\/analytics-[^/]+\.js$/.test(response.url()),
  );
  await shopper.goto('/store');
  const search = shopper.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(term);
  await expect(shopper.getByText(`Ningún producto coincide con «${term}»`, { exact: false })).toBeVisible();
  await search.fill('cubita');
  await shopper
    .getByRole('link', { name: /Café Cubita molido/ })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name: /Café Cubita molido/ })).toBeVisible();
  await collector;
  // Leaving the page sends what gathered, in one beacon. Playwright does not see a request sent by a page that is
  // unloading, so the page is told it is being left (the same event a navigation fires) and stays to be watched.
  const beacon = shopper.waitForRequest((request) => request.url().endsWith('/api/analytics/events'));
  await shopper.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  // (Playwright cannot read a beacon's body: what it carried shows on the staff's screen below.)
  await beacon;
  hydrated();
  await shopperContext.close();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Informes y analítica', 'Analítica: visitas');
  await expect(page.getByRole('heading', { name: 'Visitas', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveValue('Este mes');
  // The batch is written after its reply: read the screen again until it is there.
  await expect(async () => {
    await page.reload();
    const searches = page.getByRole('table', { name: 'Búsquedas sin resultados' });
    await expect(searches.getByText(term)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const products = page.getByRole('table', { name: 'Productos más visitados' });
  await expect(products.getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/^Móvil: \d+\s%$/)).toBeVisible();

  await openAdminArea(page, 'Informes y analítica', 'Analítica: lo más vendido');
  await expect(page.getByRole('heading', { name: 'Lo más vendido', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Productos más vendidos' }).getByRole('link').first(),
  ).toBeVisible();
});
