import { DEFAULT_FAVICON_URL } from '@shop/contracts';

/** Text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON inside `<script type="application/ld+json">`: the HTML parser ends the script at the first `</script`
 * whatever JSON thinks, so `<`, `>` and `&` are written as JSON escapes (the data stays the same), and so are
 * the two line separators JavaScript once refused.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Absolute URL of the share picture, when there is one. */
  image: string | null;
  type: 'website' | 'product' | 'article';
  jsonLd?: unknown;
}

/** The tags search engines and link previews read. */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.jsonLd === undefined ? [] : [jsonLdScript(head.jsonLd)]),
  ].join('\n    ');
}

/**
 * The tags of a page nobody searches for (the cart, sign-in, the account, the back office): the shop's name and
 * what it is, no address to index.
 */
export function renderPlainHead(title: string, description: string): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}

/** Addresses that can hold an image, as the app's `applyFavicon` allows them: no `javascript:` (SPEC §8). */
const ICON_URL = /^(\/(?!\/)|https?:\/\/)/i;

/** The shop's page icon (SPEC §7) when its address is one a page may point to, else the default one. */
export function shopIcon(faviconUrl: string): string {
  return ICON_URL.test(faviconUrl) ? faviconUrl : DEFAULT_FAVICON_URL;
}

/**
 * index.html's page icon replaced by the shop's own, so that the tab shows it from the first paint (and without
 * scripts) instead of the default one until the app swaps it. An uploaded icon is a PNG: its type is left to the
 * browser, as the app leaves it.
 */
export function withFavicon(indexHtml: string, faviconUrl: string): string {
  const url = shopIcon(faviconUrl);
  if (url === DEFAULT_FAVICON_URL) return indexHtml;
  return indexHtml.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(url)}" />`);
}

/** The built index.html with its default `<title>` replaced by the page's tags. */
export function withHead(indexHtml: string, head: PageHead): string {
  return withTags(indexHtml, renderHead(head));
}

/** The built index.html with its default `<title>` replaced by `tags` (renderHead's or renderPlainHead's). */
export function withTags(indexHtml: string, tags: string): string {
  // A function replacement, so `$` in product text is never read as a replacement pattern.
  if (/<title>[\s\S]*?<\/title>/i.test(indexHtml))
    return indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return `${tags}\n${indexHtml}`;
}

/** The text on one line, at most `max` characters, cut at a word, for meta descriptions. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
