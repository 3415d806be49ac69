import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by the module's path in apps/web. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(dist: string): BuildManifest | undefined {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/**
 * The `<link>`s that fetch, in parallel and before any script runs, the chunks and styles of the modules a rendered
 * page hydrates with (decision 016): without them the browser finds a route's code only once the entry has run, and
 * paints the page without the route's styles. Files the index page already links are left out. `styled` are modules
 * whose code waits until their part nears the screen (decision 071): only their styles come with the page, so that
 * the part's HTML is painted as it will look once alive.
 */
export function preloadLinks(
  manifest: BuildManifest,
  modules: string[],
  indexHtml: string,
  styled: string[] = [],
): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, chunks: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, chunks);
  };
  for (const module of modules) visit(module, scripts);
  // Their chunks are walked for styles only: none of them is preloaded.
  const walked = new Set(scripts);
  for (const module of styled) visit(module, walked);
  const linked = (file: string) => indexHtml.includes(`/${file}"`);
  return [
    ...[...styles].filter((f) => !linked(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...scripts]
      .filter((f) => !linked(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * A server-rendered page's head without its scripts and module preloads, and the tags that start them once the page
 * has loaded (decision 033): the list of files, entry last, read by `/app-boot.js`. Without an entry script the head
 * is left as it is.
 */
export function deferScripts(head: string): { head: string; boot: string } {
  const entry = ENTRY.exec(head)?.[1];
  if (!entry) return { head, boot: '' };
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const files = JSON.stringify([...preloads, entry]);
  return {
    head: head.replace(ENTRY, '').replace(MODULE_PRELOAD, ''),
    boot: `<script type="application/json" id="shop-modules">${files}</script><script src="/app-boot.js" async></script>`,
  };
}
