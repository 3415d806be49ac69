import { test as base, type Page } from '@playwright/test';

/** React's words (or, minified, its error numbers 418, 423 and 425) for a page that did not hydrate as it was sent. */
const HYDRATION_FAILURE = /hydrat|Minified React error #(418|423|425)/i;

/** Fails the running test on any hydration failure the page reports (issue 13: the e2e fails on one). */
export function watchHydration(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => {
    if (HYDRATION_FAILURE.test(error.message)) failures.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_FAILURE.test(message.text())) failures.push(message.text());
  });
  return () => {
    if (failures.length)
      throw new Error(`The page did not hydrate as the server sent it:\n${failures.join('\n')}`);
  };
}

/**
 * Playwright's `test`, whose pages (those of its own context) fail the test on a hydration failure; pages opened in
 * other contexts call `watchHydration` themselves.
 */
export const test = base.extend<{ hydrationWatch: undefined }>({
  hydrationWatch: [
    async ({ context }, use) => {
      const checks: Array<() => void> = [];
      for (const page of context.pages()) checks.push(watchHydration(page));
      context.on('page', (page) => checks.push(watchHydration(page)));
      await use(undefined);
      for (const check of checks) check();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
