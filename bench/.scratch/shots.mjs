// node shots.mjs <name> <path> [admin] — screenshots at 390 and 1366 px into /work/notes/shots.
import { chromium } from '@playwright/test';

const [name, path, admin] = process.argv.slice(2);
const base = 'http://localhost:23500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1366]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (admin) {
    await page.goto(`${base}/Auth/Login`);
    await page.getByRole('textbox', { name: /correo/i }).fill('admin@shop.local');
    await page
      .getByLabel(/contraseña/i)
      .first()
      .fill('Admin-pass-2026!');
    await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click();
    await page.waitForURL((u) => !u.pathname.includes('Login'));
  }
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/work/notes/shots/${name}-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
