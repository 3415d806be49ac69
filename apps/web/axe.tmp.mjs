import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:23500';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function check(page, path) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    path,
    bad.length === 0
      ? 'OK'
      : bad
          .map(
            (v) =>
              `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').split('\n')[1])
                .join(' | ')}`,
          )
          .join('\n  '),
  );
}
const guest = process.argv[2] === 'dark';
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext();
  if (scheme === 'dark')
    await ctx.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const page = await ctx.newPage();
  console.log('--', scheme);
  for (const p of [
    '/blog/como-preparar-cafe-cubano',
    '/about',
    '/return-policy',
    '/information/about',
    '/Auth/ForgotPassword',
    '/Products/Review/Read/cafe-cubita-molido-250-g',
    '/no-such-page',
    '/Cart/share-cart/abc',
  ])
    await check(page, p);
  await ctx.close();
}
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(base + '/Auth/Login');
await page.getByLabel('Correo electrónico').fill('admin@shop.local');
await page.getByLabel('Contraseña', { exact: true }).fill('admin12345');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForURL((u) => !u.pathname.includes('Login'));
console.log('-- signed in');
for (const p of [
  '/Profile/shopping_card',
  '/Profile/Beneficiaries',
  '/Profile/Reviews',
  '/Profile/Reservations',
  '/Products/Review/Write/cafe-cubita-molido-250-g',
  '/shopping-card-info',
])
  await check(page, p);
await browser.close();
