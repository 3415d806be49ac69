import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const w = Number(process.env.W ?? 1366);
const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 900 }, locale: 'es-ES' });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:23500' + (process.env.P ?? '/store'), { waitUntil: 'networkidle' });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
console.log('height', h);
let i = 0;
for (let y = 0; y < h; y += 800) {
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(700);
  if (process.env.ALL || y + 1700 > h) { await page.screenshot({ path: `/tmp/scroll-${w}-${i}.png` }); console.log(`/tmp/scroll-${w}-${i}.png`, y); }
  i++;
}
await browser.close();
