import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const dark of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 2, locale: 'es-ES' });
  if (dark) await ctx.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:23500/Products/' + (process.env.SLUG ?? 'cafe-cubita-molido-250-g'), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.screenshot({ path: `/tmp/clip-${dark ? 'dark' : 'light'}.png`, clip: { x: box.x - 10, y: box.y - 10, width: 560, height: 150 } });
  await ctx.close();
}
await browser.close();
