import { type BrowserContext, test as base, type Page, type TestInfo } from '@playwright/test';

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

const CSP_VIOLATION = 'Content Security Policy violation:';

/**
 * Fails the running test on anything the shop's content security policy refused in its pages: a refusal the code
 * survives (zod's eval probe was one) still breaks what needed it or floods a report endpoint.
 */
async function watchContentSecurity(context: BrowserContext) {
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(marker, event.violatedDirective, event.blockedURI, event.sourceFile, event.lineNumber);
    });
  }, CSP_VIOLATION);
  const failures: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION))
        failures.push(message.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return () => {
    if (failures.length) throw new Error(`The content security policy refused:\n${failures.join('\n')}`);
  };
}

/**
 * The client address a test's requests come from, through the proxy the e2e server trusts (TRUST_PROXY in
 * playwright.config.ts): one per test and per attempt, in the benchmarking range 198.18.0.0/15. The shop bounds
 * sign-ins per address (60 in 15 minutes); the suite signs in about as often as that in one run, so from a single
 * address a retry or a new test would push a later sign-in over the bound. Shoppers come from many addresses too.
 */
function clientAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (testInfo.retry % 2)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * Playwright's `test`, whose pages (those of its own context) fail the test on a hydration failure or a refusal of
 * the content security policy, and whose contexts (every one the test opens, and its API clients) speak from the
 * test's own client address. Pages opened in other contexts call `watchHydration` themselves.
 */
export const test = base.extend<{ pageWatch: undefined }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'X-Forwarded-For': clientAddress(testInfo) }),
  pageWatch: [
    async ({ context }, use) => {
      const checks: Array<() => void> = [await watchContentSecurity(context)];
      for (const page of context.pages()) checks.push(watchHydration(page));
      context.on('page', (page) => checks.push(watchHydration(page)));
      await use(undefined);
      for (const check of checks) check();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
