// Lighthouse (the npm package, 12.x: the newest line that runs on Node 20) driving Debian's chromium through
// chrome-launcher, as Lighthouse's documentation shows. No browser is downloaded. Performance category only.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Audits each URL with the mobile profile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU slowdown) and the
 * desktop profile. Returns [{ url, profile, score, lcp, tbt, cls }], or { url, profile, error } for a page that
 * failed three times; throws when chromium cannot be launched.
 */
export async function lighthouseRuns(urls, log = console.info) {
  if (!existsSync(CHROMIUM)) throw new Error(`no chromium at ${CHROMIUM}`);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const url of urls) {
      for (const [profile, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        let row;
        // A trace is sometimes lost on a busy machine (NO_NAVSTART, NO_FCP): up to three attempts per page.
        for (let attempt = 1; attempt <= 3 && (!row || row.error); attempt++) {
          try {
            row = await audit(lighthouse, chrome.port, url, profile, config);
          } catch (error) {
            log(`   ${profile} ${url}: attempt ${attempt}: ${error.message}`);
            row = { url, profile, error: error.message };
          }
        }
        if (!row.error)
          log(
            `   ${profile} ${url}: score ${row.score}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls?.toFixed(3)}`,
          );
        results.push(row);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function audit(lighthouse, port, url, profile, config) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const lhr = (await lighthouse(url, flags, config))?.lhr;
  if (!lhr) throw new Error(`no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance.score;
  return {
    url,
    profile,
    score: score === null ? Number.NaN : score * 100,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}
