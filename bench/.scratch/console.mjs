// node console.mjs <path>... — loads each page in chromium at 390 px and prints console errors/warnings.
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => {
    if (['error', 'warning'].includes(m.type())) messages.push(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const response = await page.goto(`http://localhost:23500${path}`);
  await page.waitForLoadState('networkidle');
  const footer = await page
    .locator('footer')
    .innerText()
    .catch(() => '(no footer)');
  console.log(path, response?.status(), '| footer:', footer.replace(/\s+/g, ' ').slice(0, 80));
  for (const m of messages) console.log('   ', m);
  await context.close();
}
await browser.close();
