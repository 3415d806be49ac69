import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const url = 'http://127.0.0.1:23500/Products/cafe-cubita-molido-250-g';
const sel = 'div[class*="_halves_"] > div.mantine-Stack-root';
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES', javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const info = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => ({ top: Math.round(el.getBoundingClientRect().top), h: Math.round(el.getBoundingClientRect().height), kids: [...el.children].map((c) => `${c.tagName}.${(c.className || '').toString().slice(0, 40)} h=${Math.round(c.getBoundingClientRect().height)} "${c.textContent.slice(0, 40)}"`) })), sel);
  console.log('JS', js, JSON.stringify(info, null, 1));
  await page.screenshot({ path: `/tmp/cls-${js}.png` });
  await ctx.close();
}
await browser.close();
