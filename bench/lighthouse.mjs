// Lighthouse (the npm package, 12.x: the newest line that runs on Node 20) driving Debian's chromium through
// chrome-launcher, as Lighthouse's documentation shows. No browser is downloaded. Performance category only.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Runs per page and profile: issue 13's targets are medians of three, and one run's TBT can be an outlier. */
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Audits each URL `RUNS` times with the mobile profile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU slowdown)
 * and the desktop profile. Returns, per URL and profile, the median of each figure over the runs with the range of
 * TBT (the figure that moves most), the machine's benchmark index and the browser's version: [{ url, profile, runs,
 * score, lcp, tbt, cls, tbtRange, benchmarkIndex, browser }], or { url, profile, error } when no run succeeded; throws
 * when chromium cannot be launched.
 */
export async function lighthouseRuns(urls, log = console.info) {
  if (!existsSync(CHROMIUM)) throw new Error(`no chromium at ${CHROMIUM}`);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  let chrome = await launch();
  const results = [];
  try {
    for (const url of urls) {
      for (const [profile, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const rows = [];
        let lastError;
        for (let run = 1; run <= RUNS; run++) {
          // A trace is sometimes lost (NO_NAVSTART, NO_FCP): up to three attempts per run. Once lost, the same browser
          // kept losing it (2026-12-04: three NO_NAVSTART in a row, then fine in a new one), so a retry gets a new one.
          for (let attempt = 1; attempt <= 3; attempt++) {
            try {
              const row = await audit(lighthouse, chrome.port, url, profile, config);
              log(
                `   ${profile} ${url} (run ${run}): score ${row.score}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls?.toFixed(3)}, benchmark index ${Math.round(row.benchmarkIndex)}`,
              );
              rows.push(row);
              break;
            } catch (error) {
              log(`   ${profile} ${url} (run ${run}): attempt ${attempt}: ${error.message}`);
              lastError = error.message;
              await chrome.kill();
              chrome = await launch();
            }
          }
        }
        results.push(
          rows.length
            ? { ...medianRow(url, profile, rows), browser: await browserVersion(chrome.port) }
            : { url, profile, error: lastError },
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * The browser's full version ("Chrome/156.0.8078.114"; the user agent Lighthouse reports says only "156.0.0.0"):
 * the same page on the same machine blocked its main thread 16 ms at one stop and 648 ms at the next (docs/benchmarks.md,
 * 2026-12-05), and a new chromium is one of the things a new machine brings.
 */
async function browserVersion(port) {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).Browser;
  } catch {
    return undefined;
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs (not one run's figures): what issue 13 states its targets in. */
function medianRow(url, profile, rows) {
  const tbts = rows.map((r) => r.tbt);
  return {
    url,
    profile,
    runs: rows.length,
    score: median(rows.map((r) => r.score)),
    lcp: median(rows.map((r) => r.lcp)),
    tbt: median(tbts),
    cls: median(rows.map((r) => r.cls)),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    benchmarkIndex: median(rows.map((r) => r.benchmarkIndex)),
  };
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
    // Lighthouse's own reading of how fast this machine runs its script: the mobile profile multiplies the main
    // thread's work by 4 whatever the machine, so TBT is only comparable between runs of a similar index.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}
