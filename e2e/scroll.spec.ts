import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

// Short, so the sign-up form scrolls too.
test.use({ viewport: { width: 390, height: 480 } });

test('a page opened by its address starts at its top, and a reload finds its place again', async ({
  page,
}) => {
  await open(page, '/store');
  await scrollTo(page, 1200);

  // Typed in the same tab (or a bookmark, or a mail's link): a page drawn in the browser (not on the server) opened
  // where /store had been left.
  await page.goto('/Auth/Register');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(0);

  await open(page, '/Products/cafe-cubita-molido-250-g');
  expect(await scrollY(page)).toBe(0);

  await scrollTo(page, 500);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => scrollY(page)).toBe(500);
});
