// Storefront weight (issue 5 §1) and its budget (issue 5 §2). Builds the web app with its own Vite config into a
// temporary folder (the shared apps/web/dist is left alone), recording which modules went into which chunk, then
// computes the first load of four storefront pages: /store, a product page (/Products/:product), /Cart and
// /checkout, /Offers, a product's reviews, the blog's two pages, and one back-office screen (/admin/orders). A page's first load is index.html's entry chunk with its static imports and CSS, plus the lazy chunks
// the router fetches for that page (its layout and its screen, with their static imports and CSS) and the es-ES
// words loaded at start (i18n's SHELL_NAMESPACES) and for that screen (its `withWords(...)` in router.tsx).
// JavaScript and CSS are measured apart, raw, gzip (level 9) and brotli (quality 11), as the server sends them.
// It also lists the 5 largest chunks of the whole build, and any back-office or charting module found in a chunk
// reachable from a storefront screen (every non-admin screen of router.tsx, with its static and lazy imports).
//
//   node bench/bundle-size.mjs                  tables; exits 1 when back-office or charting code is in the storefront
//   node bench/bundle-size.mjs --json           one JSON object on stdout, nothing else (logs go to stderr)
//   node bench/bundle-size.mjs --check-budget   exits 1 when a page's first-load JS (gzip) is over its budget in
//                                               bench/budgets.json (/store, the product page, the cart)
//                                               or back-office/charting code is in the storefront (npm test runs it)
//   node bench/bundle-size.mjs --modules        also lists what /store's first load is made of: the 40 largest modules
//                                               and the packages, by rendered size (before minifying and compressing), to
//                                               find what to lazy-load or split; PAGE=admin_orders (a key of PAGES)
//                                               lists another page's, TOP=80 more modules
//   node bench/bundle-size.mjs --packages       also weighs each package's part of /store's first load, minified and
//                                               gzipped: a second build puts the first load's modules of each package
//                                               in a chunk of their own (what a package costs, not what it renders)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const checkBudget = args.has('--check-budget');
const listModules = args.has('--modules');
const listPackages = args.has('--packages');
for (const arg of args) {
  if (!['--json', '--check-budget', '--modules', '--packages'].includes(arg)) {
    console.error(
      `Unknown option ${arg}. Usage: node bench/bundle-size.mjs [--json] [--check-budget] [--modules] [--packages]`,
    );
    process.exit(2);
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const budgetsFile = path.join(root, 'bench/budgets.json');
const LOCALE = 'es-ES';

// In --json mode stdout carries the JSON object only: every log (ours and Vite's) goes to stderr.
const stdoutWrite = process.stdout.write.bind(process.stdout);
if (asJson) process.stdout.write = process.stderr.write.bind(process.stderr);
const log = (...lines) => console.info(...lines);

/**
 * The storefront pages: the layout and the screen the router loads lazily for each (see router.tsx), and the lazy
 * parts of the screen the server renders (the route's `parts`, decision 071): their code is preloaded where the page
 * opens on them (`parts`), only their styles elsewhere (`styled`).
 */
const BROWSE_CONTROLS = 'features/catalog/components/browse-controls';
const PAGES = {
  store: {
    url: '/store',
    layout: 'app/layouts/store-layout',
    screen: 'app/store-front',
    styled: [BROWSE_CONTROLS, 'app/home-contact'],
  },
  search: {
    url: '/store?search=…',
    layout: 'app/layouts/store-layout',
    screen: 'app/store-front',
    parts: [BROWSE_CONTROLS],
  },
  product: {
    url: '/Products/:product',
    layout: 'app/layouts/store-layout',
    screen: 'features/catalog/routes/product-page',
  },
  cart: { url: '/Cart', layout: 'app/layouts/store-layout', screen: 'features/cart/routes/cart-page' },
  checkout: {
    url: '/checkout',
    layout: 'app/layouts/no-drawer-layout',
    screen: 'features/checkout/routes/checkout-page',
  },
  // The other server-rendered pages a shopper lands on from a link: no schema, no popover in their first load.
  offers: {
    url: '/Offers',
    layout: 'app/layouts/store-layout',
    screen: 'features/catalog/routes/offers-page',
  },
  reviews: {
    url: '/Products/Review/Read/:product',
    layout: 'app/layouts/store-layout',
    screen: 'features/reviews/routes/read-page',
  },
  blog: { url: '/blog', layout: 'app/layouts/store-layout', screen: 'features/blog/routes/blog-page' },
  blog_post: {
    url: '/blog/:blog',
    layout: 'app/layouts/store-layout',
    screen: 'features/blog/routes/blog-post-page',
  },
  // The back office's busiest screen, as staff open it from a link: its layout, the table of its screens
  // (admin-routes.tsx, added on the first visit under /admin), the screen and their words. Every back-office screen
  // loads the kit with it; the kit's heavy parts (the rich text editor) come with the forms that show them.
  admin_orders: {
    url: '/admin/orders',
    layout: 'app/layouts/admin-layout',
    screen: 'features/admin-orders/routes/orders-list-page',
    parts: ['app/admin-routes'],
    words: ['admin-shell', 'admin-orders'],
  },
  // Where staff land after signing in: the dashboard's figures and first steps.
  admin_home: {
    url: '/admin',
    layout: 'app/layouts/admin-layout',
    screen: 'app/admin-home',
    parts: ['app/admin-routes'],
    words: ['admin-shell'],
  },
};

const BACK_OFFICE =
  /\/src\/(features\/admin-|components\/admin-kit\/|app\/layouts\/admin-layout|app\/admin-)/;
const FORBIDDEN = [
  { why: 'back-office code', test: (id) => BACK_OFFICE.test(id) },
  {
    why: 'charting library',
    test: (id) => /node_modules\/(@mantine\/charts|recharts|chart\.js|d3-|victory)/.test(id),
  },
];

const problems = [];
const fail = (message) => {
  problems.push(message);
  console.error(message);
};

// The words: the namespaces i18n loads at start, and those each screen's `withWords(...)` asks for.
// The shopper's account screens join the table on first visit (account-routes.tsx): they are storefront too.
const routerSource = ['src/app/router.tsx', 'src/app/account-routes.tsx']
  .map((file) => readFileSync(path.join(web, file), 'utf8'))
  .join('\n');
const i18nSource = readFileSync(path.join(web, 'src/lib/i18n.ts'), 'utf8');
const quoted = (text) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);
const shellMatch = i18nSource.match(/SHELL_NAMESPACES\s*=\s*\[([^\]]*)\]/);
const SHELL_WORDS = shellMatch ? quoted(shellMatch[1]) : [];
if (!SHELL_WORDS.length) fail('SHELL_NAMESPACES not found in src/lib/i18n.ts: update bench/bundle-size.mjs.');
const specifier = (module) => {
  const relative = path.posix.relative('app', module);
  return relative.startsWith('.') ? relative : `./${relative}`;
};
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function screenWords(screen) {
  const call = new RegExp(
    `import\\(\\s*'${escapeRegExp(specifier(screen))}'\\s*\\)\\s*,((?:\\s*'[^']*'\\s*,?)+)\\s*\\)`,
  );
  const match = routerSource.match(call);
  if (!match)
    fail(
      `No withWords(() => import('${specifier(screen)}'), ...) in router.tsx or account-routes.tsx: update the bench.`,
    );
  return match ? quoted(match[1]) : [];
}

/** Every screen and layout router.tsx and account-routes.tsx load lazily that is not back office: the storefront. */
const storefrontModules = [...routerSource.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)]
  .map((m) => path.posix.join('app', m[1]))
  .filter((module) => !BACK_OFFICE.test(`/src/${module}`));

const chunks = new Map();
const collectInto = (chunks) => ({
  name: 'bench-collect-chunks',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, {
        file: item.fileName,
        isEntry: item.isEntry,
        facade: item.facadeModuleId ?? '',
        imports: item.imports,
        dynamicImports: item.dynamicImports ?? [],
        css: [...(item.viteMetadata?.importedCss ?? [])],
        modules: item.moduleIds ?? Object.keys(item.modules ?? {}),
        rendered: Object.entries(item.modules ?? {}).map(([id, m]) => ({ id, raw: m.renderedLength ?? 0 })),
      });
    }
  },
});
const collect = collectInto(chunks);

/** How a build's chunks load: the chunk a source starts, and what a page or a set of chunks brings with it. */
function chunkGraph(chunks) {
  const allChunks = [...chunks.values()];
  const chunkOf = (source) => {
    const chunk = allChunks.find((c) =>
      c.facade.replace(/\.[jt]sx?$/, '').endsWith(`/apps/web/src/${source}`),
    );
    if (!chunk)
      fail(`No chunk starts at src/${source}: the route table changed? Update bench/bundle-size.mjs.`);
    return chunk?.file;
  };
  const words = (ns) => chunkOf(`locales/${LOCALE}/${ns}.json`);

  /** The chunks loaded with `starts`: their static imports, and, with `lazy`, what they import dynamically. */
  const entries = allChunks.filter((c) => c.isEntry).map((c) => c.file);
  const closure = (starts, { lazy = false, stopAt = new Set() } = {}) => {
    const seen = new Set();
    const visit = (file) => {
      if (!file || seen.has(file)) return;
      seen.add(file);
      const chunk = chunks.get(file);
      for (const imported of chunk?.imports ?? []) visit(imported);
      if (lazy && !stopAt.has(file)) for (const imported of chunk?.dynamicImports ?? []) visit(imported);
    };
    for (const file of starts) visit(file);
    return seen;
  };
  /** A page's first-load JavaScript: the entry, the page's layout and screen, and the words it starts with. */
  const pageJs = (page) => {
    const namespaces = new Set([...SHELL_WORDS, ...(page.words ?? screenWords(page.screen))]);
    const lazy = [chunkOf(page.layout), chunkOf(page.screen), ...(page.parts ?? []).map(chunkOf)];
    return closure([...entries, ...lazy, ...[...namespaces].map(words)]);
  };
  /** The chunks whose styles only come with the page: its waiting parts'. */
  const pageStyled = (page) => closure((page.styled ?? []).map(chunkOf));
  return { chunkOf, entries, closure, pageJs, pageStyled };
}

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
let report;
let viteConfig;
const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const content = readFileSync(path.join(outDir, file));
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: 0,
      content,
    });
  }
  return sizes.get(file);
};
const brotliOf = (file) => {
  const size = sizeOf(file);
  if (!size.brotli) {
    size.brotli = brotliCompressSync(size.content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return size.brotli;
};

try {
  // The app's own config, less the plugin writing .gz/.br beside every asset: this script compresses what it measures.
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(web, 'vite.config.ts'),
    web,
    'warn',
  );
  const plugins = (config.plugins ?? []).flat(Infinity).filter((p) => p?.name !== 'shop-precompress');
  viteConfig = { config, plugins };
  await build({
    ...config,
    configFile: false,
    root: web,
    logLevel: 'warn',
    plugins: [...plugins, collect],
    build: { ...config.build, outDir, emptyOutDir: true },
  });

  const allChunks = [...chunks.values()];
  const { chunkOf, entries, closure, pageJs, pageStyled } = chunkGraph(chunks);
  const atStart = closure(entries);

  const pages = {};
  const files = {};
  for (const [name, page] of Object.entries(PAGES)) {
    const js = pageJs(page);
    const css = new Set([...js, ...pageStyled(page)].flatMap((file) => chunks.get(file)?.css ?? []));
    const sum = (set, measure) => [...set].reduce((total, file) => total + measure(file), 0);
    pages[name] = {
      url: page.url,
      js_gzip: sum(js, (f) => sizeOf(f).gzip),
      js_brotli: sum(js, brotliOf),
      css_gzip: sum(css, (f) => sizeOf(f).gzip),
      css_brotli: sum(css, brotliOf),
      js_raw: sum(js, (f) => sizeOf(f).raw),
      css_raw: sum(css, (f) => sizeOf(f).raw),
    };
    files[name] = { js, css };
  }

  // The contracts' schemas (zod, ~30 kB gzip) belong to forms and lazy screens: a storefront page's first load takes
  // plain constants from the *-constants.ts files. One value imported from a schema module pulls zod in whole.
  // (Checked for the server-rendered pages; /Cart and /checkout have forms.)
  for (const name of ['store', 'product', 'offers', 'reviews', 'blog', 'blog_post']) {
    const hasZod = (file) => (chunks.get(file)?.modules ?? []).some((id) => /node_modules\/zod\//.test(id));
    const zod = [...files[name].js].find(hasZod);
    if (zod)
      fail(
        `zod is in the first load of ${PAGES[name].url} (${zod}): import constants from a *-constants.ts file.`,
      );
  }

  // Reviews and the blog are pages of their own (issue 16): none of their code is in /store's first load.
  const laterFeatures =
    /\/src\/(features\/(blog|reviews|admin-blog|admin-reviews)\/|features\/catalog\/components\/product-rating)/;
  const early = [...files.store.js].flatMap((file) =>
    (chunks.get(file)?.modules ?? []).filter((id) => laterFeatures.test(id)).map((id) => ({ id, file })),
  );
  for (const { id, file } of early)
    fail(`${id} is in the first load of /store (${file}): load it with its page.`);
  if (early.length === 0) log('No review or blog module in the first load of /store.');

  // Rolldown copies a small common chunk into each chunk that uses it (vite.config.ts): when two chunks of one
  // page's first load hold the same module, the page downloads it twice; a code-splitting group gives it one chunk.
  for (const [name, page] of Object.entries(PAGES)) {
    const holders = new Map();
    for (const file of files[name].js)
      for (const id of chunks.get(file)?.modules ?? []) holders.set(id, [...(holders.get(id) ?? []), file]);
    const twice = [...holders].filter(([, held]) => held.length > 1);
    for (const [id, held] of twice)
      log(`Loaded twice by ${page.url}: ${path.relative(root, id.replace(/^\0/, ''))} (${held.join(', ')}).`);
  }

  const largest = allChunks
    .map((c) => ({ file: c.file, raw: sizeOf(c.file).raw, gzip: sizeOf(c.file).gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);

  // Back-office check: every chunk a storefront screen can load, now or later (its lazy imports too). The entry's
  // own lazy imports are the router's screens, admin ones included, so they are followed from the screens only.
  const storefront = closure([...entries, ...storefrontModules.map(chunkOf)], {
    lazy: true,
    stopAt: atStart,
  });
  const offending = new Set();
  for (const file of storefront) {
    for (const id of chunks.get(file)?.modules ?? []) {
      const rule = FORBIDDEN.find((f) => f.test(id));
      if (rule) offending.add(`${path.relative(root, id)} (${rule.why}, in ${file})`);
    }
  }

  report = {
    pages,
    largest,
    backoffice_in_storefront: [...offending].sort(),
    storefront_chunks: storefront.size,
    files,
  };
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const { pages, largest, backoffice_in_storefront: offending } = report;

if (asJson) {
  stdoutWrite(`${JSON.stringify({ pages, largest, backoffice_in_storefront: offending }, null, 2)}\n`);
} else {
  const date = new Date().toISOString().slice(0, 10);
  if (!checkBudget) {
    const { js, css } = report.files.store;
    log(`\n/store first load, file by file (${date}):\n`);
    log('| file | raw | gzip |');
    log('|---|---:|---:|');
    const lines = [...js, ...css].map((file) => ({ file, ...sizes.get(file) }));
    for (const l of lines.sort((a, b) => b.gzip - a.gzip))
      log(`| ${l.file} | ${kb(l.raw)} | ${kb(l.gzip)} |`);
  }
  log(`\nFirst load per page (${date}; gzip level 9, brotli quality 11):\n`);
  log('| page | JS files | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli |');
  log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, p] of Object.entries(pages)) {
    const count = report.files[name].js.size;
    log(
      `| ${PAGES[name].url} | ${count} | ${kb(p.js_raw)} | ${kb(p.js_gzip)} | ${kb(p.js_brotli)} | ` +
        `${kb(p.css_raw)} | ${kb(p.css_gzip)} | ${kb(p.css_brotli)} |`,
    );
  }
  log('\nLargest chunks of the build:\n');
  log('| file | raw | gzip |');
  log('|---|---:|---:|');
  for (const l of largest) log(`| ${l.file} | ${kb(l.raw)} | ${kb(l.gzip)} |`);
  log('');
  if (listModules) listStoreModules();
  if (listPackages) await weighStorePackages();
}

/** --modules: what a page's first load is made of (PAGE, /store's by default), module by module and package by package. */
function listStoreModules() {
  const page = process.env.PAGE ?? 'store';
  if (!PAGES[page]) throw new Error(`PAGE=${page} is none of ${Object.keys(PAGES).join(', ')}.`);
  const url = PAGES[page].url;
  const modules = [...report.files[page].js].flatMap((file) =>
    (chunks.get(file)?.rendered ?? []).map((m) => ({ ...m, file })),
  );
  const name = (id) => path.relative(root, id.replace(/^\0/, '')).replace(/^.*node_modules\//, '');
  const packageOf = (id) => {
    const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (inPackage) return inPackage[1];
    const local = path.relative(root, id).match(/^(apps\/[^/]+|packages\/[^/]+)/);
    return local ? local[1] : '(other)';
  };
  const total = modules.reduce((sum, m) => sum + m.raw, 0);
  log(
    `${url} first load by module (${modules.length} modules, ${kb(total)} rendered, before minifying and compressing):\n`,
  );
  log('| module | chunk | rendered |');
  log('|---|---|---:|');
  for (const m of modules.sort((a, b) => b.raw - a.raw).slice(0, Number(process.env.TOP ?? 40)))
    log(`| ${name(m.id)} | ${m.file} | ${kb(m.raw)} |`);
  const byPackage = new Map();
  for (const m of modules) byPackage.set(packageOf(m.id), (byPackage.get(packageOf(m.id)) ?? 0) + m.raw);
  log(`\n${url} first load by package:\n`);
  log('| package | rendered |');
  log('|---|---:|');
  for (const [pkg, raw] of [...byPackage].sort((a, b) => b[1] - a[1])) log(`| ${pkg} | ${kb(raw)} |`);
  log('');
}

/**
 * --packages: each package's part of /store's first load as it is sent (minified, gzip level 9). A second build gives
 * every package the first load holds a chunk of its own, holding only the modules of that package the first load
 * holds; the shop's own code stays where it was. Weighed alone, each part compresses a little worse than inside the
 * shared chunk, so the parts add up to a little more than the first load.
 */
async function weighStorePackages() {
  const firstLoad = new Set([...report.files.store.js].flatMap((file) => chunks.get(file)?.modules ?? []));
  const packageOf = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  const packages = [...new Set([...firstLoad].map(packageOf).filter(Boolean))];
  const { config, plugins } = viteConfig;
  const groupName = (name) => `package-${name.replace(/[@/]/g, '_')}`;
  const split = new Map();
  const splitDir = mkdtempSync(path.join(tmpdir(), 'bench-packages-'));
  try {
    const output = config.build?.rolldownOptions?.output ?? {};
    const groups = output.codeSplitting?.groups ?? [];
    await build({
      ...config,
      configFile: false,
      root: web,
      logLevel: 'warn',
      plugins: [...plugins, collectInto(split)],
      build: {
        ...config.build,
        outDir: splitDir,
        emptyOutDir: true,
        rolldownOptions: {
          ...config.build?.rolldownOptions,
          output: {
            ...output,
            codeSplitting: {
              ...output.codeSplitting,
              groups: [
                ...packages.map((name, index) => ({
                  name: groupName(name),
                  test: (id) => firstLoad.has(id) && packageOf(id) === name,
                  priority: 1000 - index,
                  // A group takes its modules' dependencies by default (query-core into react-query's chunk).
                  includeDependenciesRecursively: false,
                })),
                ...groups,
              ],
            },
          },
        },
      },
    });
    const gzipOf = (chunk) => gzipSync(readFileSync(path.join(splitDir, chunk.file)), { level: 9 }).length;
    const chunkName = (chunk) => path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, '');
    const held = [...chunkGraph(split).pageJs(PAGES.store)].map((file) => split.get(file));
    const rows = packages
      .map((name) => ({ name, chunk: held.find((chunk) => chunkName(chunk) === groupName(name)) }))
      .filter((row) => row.chunk)
      .map((row) => ({ name: row.name, gzip: gzipOf(row.chunk) }))
      .sort((a, b) => b.gzip - a.gzip);
    const own = held.filter((chunk) => !chunkName(chunk).startsWith('package-'));
    const ownGzip = own.reduce((sum, chunk) => sum + gzipOf(chunk), 0);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0) + ownGzip;
    log(
      `/store first load by package, each minified and gzipped alone (${kb(total)} in all; sent together ${kb(pages.store.js_gzip)}):\n`,
    );
    log('| package | gzip |');
    log('|---|---:|');
    for (const row of rows) log(`| ${row.name} | ${kb(row.gzip)} |`);
    log(`| the shop's own code and words (${own.length} chunks) | ${kb(ownGzip)} |`);
    log('');
  } finally {
    rmSync(splitDir, { recursive: true, force: true });
  }
}

if (offending.length) {
  fail(
    `${offending.length} back-office or charting modules in storefront chunks:\n  ${offending.join('\n  ')}`,
  );
} else {
  log(`No back-office or charting module in the ${report.storefront_chunks} storefront chunks.`);
}

if (checkBudget) {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  // Each page with a budget in the file: /store since issue 5; the product page and the cart since 2026-12-02.
  for (const name of Object.keys(PAGES).filter((page) => `${page}_first_load_js_gzip_bytes` in budgets)) {
    const [budgetKey, goalKey] = [
      `${name}_first_load_js_gzip_bytes`,
      `goal_${name}_first_load_js_gzip_bytes`,
    ];
    const budget = budgets[budgetKey];
    const goal = budgets[goalKey];
    const figure = pages[name].js_gzip;
    const url = PAGES[name].url;
    const line = `${url} first-load JS: ${figure} bytes gzip; budget ${budget} (${kb(budget)}); goal ${goal} (${kb(goal)})`;
    if (!Number.isInteger(budget) || !Number.isInteger(goal)) {
      fail(`bench/budgets.json needs integer ${budgetKey} and ${goalKey}.`);
    } else if (figure > budget) {
      fail(
        `${line}\nOVER BUDGET by ${figure - budget} bytes. Make ${url}'s first load lighter (lazy-load what the ` +
          'page does not need at once); the budget in bench/budgets.json only goes down.',
      );
    } else {
      log(line);
      const lowered = (Math.floor(figure / 1000) + 1) * 1000;
      if (lowered < budget) log(`Under budget: lower ${budgetKey} in bench/budgets.json to ${lowered}.`);
      if (figure > goal) log(`${kb(figure - goal)} still to shed to reach the goal.`);
    }
  }
}

if (problems.length) {
  if (checkBudget) console.error('\nStorefront budget check FAILED.');
  process.exitCode = 1;
}
