import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// Node loads this file's imports from packages as they are: the contracts' constants file imports nothing, their index
// imports files by names Node cannot find without their extension.
import { LOCALES, type Locale } from '@shop/contracts/constants';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CODE_CACHE, DATA_CACHE, IMAGES_CACHE, PAGES_CACHE } from './src/lib/offline-caches.ts';
import { type OfflinePageWords, offlinePageHtml } from './src/lib/offline-page.ts';

/** Writes /builds/latest.json so that open tabs can tell a newer build was deployed (SPEC §7). */
const buildId = Date.now().toString(36);

function buildManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-build-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(path.join(outDir, 'builds'), { recursive: true });
      writeFileSync(
        path.join(outDir, 'builds', 'latest.json'),
        JSON.stringify({ id: buildId, time: new Date().toISOString() }),
      );
    },
  };
}

/**
 * Writes .br and .gz beside every text asset, once, at build time: the server sends them as they are
 * (`preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'shop-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/** What the worker answers a page with when there is no connection and no copy of it (decision 080). */
const OFFLINE_PAGE = 'offline.html';
/** What a picture never seen shows offline (public/): a picture crossed out, not the browser's broken image. */
const OFFLINE_IMAGE = 'offline-image.svg';

/** Where the browser build is written (the bench builds into a folder of its own). */
let browserOutDir = 'dist';

/** Builds the offline page from its words in every language (src/locales/<language>/offline-page.json). */
function offlinePage(): Plugin {
  let locales = 'src/locales';
  return {
    name: 'shop-offline-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      locales = path.resolve(config.root, 'src', 'locales');
      browserOutDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      const words = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          JSON.parse(
            readFileSync(path.join(locales, locale, 'offline-page.json'), 'utf8'),
          ) as OfflinePageWords,
        ]),
      ) as Record<Locale, OfflinePageWords>;
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE,
        source: offlinePageHtml({ words, pagesCache: PAGES_CACHE }),
      });
    },
  };
}

/**
 * The code kept at install besides the shell: the parts every storefront page brings to life after its load, as the
 * shopper scrolls, moves on or opens the phone's menu. Without them a page kept for offline reading lost its footer
 * at the first tap on a link, and the phone's menu did not open (decision 080). Named by module, with what each
 * imports, rather than by the names the bundler gives the chunks they share.
 */
const KEPT_MODULES = [
  'index.html',
  'src/components/site-footer.tsx',
  'src/lib/route-announcer.ts',
  'src/app/header/store-drawer.tsx',
  'src/features/catalog/components/browse-controls.ts',
  'src/features/catalog/components/store-pagination.tsx',
  // A product page's picture, enlarged: kept pages are read offline, and their pictures with them.
  'src/features/catalog/components/image-zoom.tsx',
];

interface BuiltChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built files of these modules and of everything they import, from the build's manifest. */
function builtFilesOf(modules: string[]): Set<string> {
  const manifest: Record<string, BuiltChunk> = JSON.parse(
    readFileSync(path.join(browserOutDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build: KEPT_MODULES names it`);
    visit(module);
  }
  return files;
}

/**
 * The service worker and the web app manifest (issue 13, decision 017). The worker keeps the built code, so a repeat
 * visit downloads no JavaScript, and the last pages and data the shopper saw, so they stay readable offline. It asks
 * the network first for pages and data, which carry prices and stock: a copy is shown only when the network fails or
 * keeps the shopper waiting. The back office and every write go to the network only.
 */
function offlineWorker() {
  return VitePWA({
    // main.tsx registers it once the page is interactive; no script is injected into index.html.
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Tienda',
      short_name: 'Tienda',
      description: 'Compra en línea: productos, ofertas y envío a domicilio.',
      lang: 'es',
      start_url: '/store',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1c7ed6',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell every page starts from (entry, its chunk, the styles, the script that starts a rendered page's code)
      // and KEPT_MODULES are fetched at install. The rest of the build (740 kB of code, mostly the back office's) is
      // kept as each chunk is first used, not pushed down a phone's line.
      globPatterns: [
        'assets/*.{js,css}',
        'favicon.svg',
        'app-boot.js',
        OFFLINE_PAGE,
        'offline-page.js',
        OFFLINE_IMAGE,
      ],
      // Of the built code, only the shell and KEPT_MODULES.
      manifestTransforms: [
        (entries) => {
          const kept = builtFilesOf(KEPT_MODULES);
          return { manifest: entries.filter(({ url }) => !url.startsWith('assets/') || kept.has(url)) };
        },
      ],
      // Pages are rendered by the server per request: none is answered from the precache.
      navigateFallback: null,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Storefront pages, as last rendered for this browser (the store, offers, products, the cart).
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(admin|api)(\/|$)/i.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: PAGES_CACHE,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
            // A page never seen, asked for without a connection: the shop's offline page, not the browser's.
            precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` },
          },
        },
        {
          // The back office is never kept; without a connection its pages say so the same way.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && /^\/admin(\/|$)/i.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
        },
        {
          // The data the storefront reads (catalogue, cart, the signed-in shopper); never the back office's.
          urlPattern: ({ request, url }) =>
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/api/admin/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: DATA_CACHE,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
          },
        },
        {
          // Built files never change under their hashed names.
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: CODE_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 },
          },
        },
        {
          urlPattern: ({ request, url }) =>
            request.destination === 'image' && url.origin === self.location.origin,
          handler: 'CacheFirst',
          options: {
            cacheName: IMAGES_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            // A picture the shopper never scrolled to, asked for without a connection.
            precacheFallback: { fallbackURL: `/${OFFLINE_IMAGE}` },
          },
        },
      ],
    },
  });
}

/**
 * Mantine's `useId` renders React's id, then swaps it for a random one in a layout effect once mounted. After a
 * server render that swap re-renders, synchronously, every component holding an id (the app shell, each input,
 * menu and tooltip): the longest task of a phone's page load (decision 016). React's id is already unique, the same on
 * both sides and safe in CSS selectors, so the hook keeps it; the first render is Mantine's own, unchanged.
 */
function stableMantineIds(): Plugin {
  return {
    name: 'shop-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/@mantine/hooks/esm/use-id/use-id.mjs')) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');",
        '}',
      ].join('\n');
    },
  };
}

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** zod with its eval probe off, for the browser (src/lib/zod-jitless.ts says why); the server keeps zod's compiled parsers. */
const jitlessZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
};

/**
 * Modules of the storefront's layout that its pages use too, kept in one chunk of their own. Measured 2026-11-28
 * (`node bench/bundle-size.mjs`, first-load JS gzip), copied before and shared after: /store 202.1 → 201.0 kB,
 * product page 209.7 → 206.6 kB, /Cart 242.3 → 238.5 kB, checkout 275.0 → 272.2 kB, in as many files.
 */
const storeShared = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|TextInput|InputBase|ActionIcon|ThemeIcon)[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Input[\\/]use-input-props/,
  /@mantine[\\/]hooks[\\/]esm[\\/]use-debounced-callback[\\/]/,
  /@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation/,
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Login|Search|User|UserPlus|ShoppingCart|BuildingStore)\.mjs$/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](error-message|track|cart|notify|cart-added-notice)\.tsx?$/,
  /packages[\\/]contracts[\\/]src[\\/]cart-constants\.ts$/,
];

/** The back-office kit's index and the modules it gathers (components/admin-kit/index.ts). */
const kitModule =
  /apps[\\/]web[\\/]src[\\/]components[\\/](admin-kit[\\/][\w-]+|confirm-dialog|locale-number-input|money-input|stacked-table)\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    stableMantineIds(),
    react(),
    buildManifest(),
    ...(isSsrBuild ? [] : [offlinePage(), offlineWorker()]),
    precompress(),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // A built class is a short hash ("_7m9MG"), not Vite's "_burger_1ukis_14": every page's scripts hold the names of
  // the classes they use, and /store's first load weighed 97 B less (gzip). Readable names stay in development.
  css: { modules: command === 'build' ? { generateScopedName: '_[hash:base64:5]' } : {} },
  resolve: { alias: isSsrBuild ? [] : [jitlessZod] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/builds': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server entry (decision 016) needs no copy of public/: the server serves the browser build's.
    copyPublicDir: !isSsrBuild,
    // The server reads it to preload the chunks and styles of the page it rendered (decision 016).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            // What the entry needs before any page can show is one chunk, not forty tiny ones on the critical path.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The storefront's layout (its search, account links and cart) and its pages share these; as small
                // common chunks they were copied into each, so a page loaded them twice. `node bench/bundle-size.mjs`
                // names what a page still loads twice.
                { name: 'store-shared', test: (id) => storeShared.some((pattern) => pattern.test(id)) },
              ],
              // A common chunk under this size is copied into each chunk that uses it rather than fetched on its own.
              // Measured with `node bench/bundle-size.mjs` on 2026-11-28 (/store, gzip): 12 kB, 209.0 kB in 13
              // chunks; 6 kB, 213.3 kB in 19; 24 kB, 206.8 kB in 10; 40 kB, 209.2 kB in 9. Small chunks cost more
              // in their own wrapping than the copies do, until the copies grow large; the product page, the cart
              // and the checkout are lightest at 24 kB too.
              experimentalInlineCommonChunks: { maxSize: 24_000 },
            },
          },
      // The kit's modules only define components: a screen that imports one piece through the kit's index does not
      // load the others (the colour and time pickers, the number inputs and their libraries; decision 091). A module
      // that must run when loaded does not belong in the kit.
      treeshake: {
        moduleSideEffects: (id: string) => !kitModule.test(id),
      },
      onLog(level, log, handler) {
        // The server entry holds every language's words at once; the browser build still loads them one by one.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
}));
