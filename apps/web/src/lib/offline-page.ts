import {
  COLOR_SCHEME_COOKIE,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from '@shop/contracts/constants';

/** The words of the offline page (locales/<language>/offline-page.json). */
export interface OfflinePageWords {
  title: string;
  message: string;
  store: string;
  cart: string;
  retry: string;
  saved: string;
}

export interface OfflinePageOptions {
  words: Record<Locale, OfflinePageWords>;
  /** The service worker's cache of pages, whose titles the page lists as links. */
  pagesCache: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The two letters of a locale, as `lang` wants them ("es"). */
const language = (locale: Locale) => locale.slice(0, 2);

function section(locale: Locale, words: OfflinePageWords) {
  const w = (key: keyof OfflinePageWords) => escapeHtml(words[key]);
  // Only the default language shows when the script does not run.
  const hidden = locale === DEFAULT_LOCALE ? '' : ' hidden';
  return `<section lang="${language(locale)}" data-title="${w('title')}"${hidden}>
<h1>${w('title')}</h1>
<p>${w('message')}</p>
<nav>
<a class="primary" href="/store">${w('store')}</a>
<a href="/Cart">${w('cart')}</a>
<a href="">${w('retry')}</a>
</nav>
<div class="saved" hidden><h2>${w('saved')}</h2><ul></ul></div>
</section>`;
}

/**
 * The page the service worker answers with when a page is asked for without a connection and none is kept for it
 * (decision 080). It is static and kept at install, so it comes in every language the shop has; `offline-page.js`
 * shows the shopper's, in their colour scheme, with links to the pages the worker kept.
 */
export function offlinePageHtml({ words, pagesCache }: OfflinePageOptions): string {
  const first = words[DEFAULT_LOCALE];
  return `<!doctype html>
<html lang="${language(DEFAULT_LOCALE)}" data-locale-cookie="${LOCALE_COOKIE}" data-scheme-cookie="${COLOR_SCHEME_COOKIE}" data-pages-cache="${escapeHtml(pagesCache)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1c7ed6">
<title>${escapeHtml(first.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root { color-scheme: light dark; --ink: #1f2328; --muted: #495057; --paper: #f8f9fa; --card: #fff; --line: #dee2e6; --blue: #1971c2; --on-blue: #fff; }
:root[data-scheme="dark"] { --ink: #e9ecef; --muted: #c1c2c5; --paper: #1a1b1e; --card: #25262b; --line: #373a40; --blue: #4dabf7; --on-blue: #1a1b1e; }
@media (prefers-color-scheme: dark) { :root:not([data-scheme="light"]) { --ink: #e9ecef; --muted: #c1c2c5; --paper: #1a1b1e; --card: #25262b; --line: #373a40; --blue: #4dabf7; --on-blue: #1a1b1e; } }
body { margin: 0; min-height: 100vh; background: var(--paper); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 32rem; margin: 0 auto; padding: 2rem 1rem; }
img { display: block; width: 48px; height: 48px; margin-bottom: 1rem; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
p { margin: 0; color: var(--muted); }
nav { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
nav a { display: inline-block; padding: .6rem 1rem; border: 1px solid var(--line); border-radius: 8px; color: var(--ink); text-decoration: none; font-weight: 600; }
nav a.primary { background: var(--blue); border-color: var(--blue); color: var(--on-blue); }
ul { margin: 0; padding-left: 1.25rem; }
li { margin: .35rem 0; }
li a { color: var(--blue); }
a:focus-visible { outline: 2px solid var(--blue); outline-offset: 2px; }
</style>
<script src="/offline-page.js" defer></script>
</head>
<body>
<main>
<img src="/favicon.svg" alt="" width="48" height="48">
${LOCALES.map((locale) => section(locale, words[locale])).join('\n')}
</main>
</body>
</html>
`;
}
