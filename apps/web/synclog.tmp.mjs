import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES', serviceWorkers: 'block' });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.text().startsWith('SYNC')) console.log(m.text()); });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForSelector('html[data-hydrated]', { timeout: 30000 }).catch(() => console.log('no data-hydrated'));
await page.waitForTimeout(1000);
await browser.close();
