// Screenshots of the demo shop for the README (issue 20): home, listing, product, cart, checkout and two back-office
// lists, at 390 px (a phone) and 1366 px (a laptop), into docs/screenshots/. It builds nothing: run `npm run build`
// first. It starts its own shop on a fresh embedded database with the demo data (a minute or so), takes the
// pictures in Chromium (Debian's /usr/bin/chromium when present, else Playwright's) and stops the shop.
//
//   npm run build && npm run screenshots
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/screenshots');
const port = 23900;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-screenshots-'));
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1366', viewport: { width: 1366, height: 900 } },
];

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  process.stderr.write('No built web app in apps/web/dist: run `npm run build` first.\n');
  process.exit(1);
}

const shop = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    WEB_DIST: 'apps/web/dist',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    DATABASE_URL: '',
  },
});

async function ready() {
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The shop did not start within two minutes');
}

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  // A page that restored an earlier scroll position is shown from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
  process.stdout.write(`docs/screenshots/${name}-${width}.png\n`);
}

try {
  await ready();
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(
    existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {},
  );
  for (const { name: width, viewport } of WIDTHS) {
    const context = await browser.newContext({ viewport, locale: 'es-ES', baseURL: base });
    const page = await context.newPage();
    for (const [name, url] of [
      ['home', '/store'],
      ['listing', '/store?category=alimentos'],
      ['product', '/Products/camiseta-basica'],
    ]) {
      await page.goto(url);
      await shoot(page, name, width);
    }
    await page.goto('/Auth/Login');
    await page.getByLabel('Correo electrónico').fill('admin@shop.local');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/Auth/Login'));
    if (width === '390') {
      for (const slug of ['cafe-cubita-molido-250-g', 'arroz-5-kg']) {
        await page.goto(`/Products/${slug}`);
        await page.getByRole('button', { name: 'Añadir al carrito' }).click();
        await page.getByRole('link', { name: /Carrito: \d/ }).waitFor();
      }
    }
    await page.goto('/Cart');
    await shoot(page, 'cart', width);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();
    await shoot(page, 'checkout', width);
    for (const [name, url] of [
      ['admin-products', '/admin/products/list'],
      ['admin-orders', '/admin/orders'],
    ]) {
      await page.goto(url);
      await shoot(page, name, width);
    }
    await context.close();
  }
  await browser.close();
} finally {
  shop.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
