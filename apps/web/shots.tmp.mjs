import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:23500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [width, height] of [[1366, 900], [390, 844]]) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: base });
  const page = await context.newPage();
  await page.goto('/Auth/Login');
  await page.getByLabel('Correo electrónico').fill('admin@shop.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('Login'));
  for (const screen of ['Visits', 'Login', 'MostSold', 'Sales']) {
    if (width === 390 && screen !== 'Visits' && screen !== 'Sales') continue;
    await page.goto(`/admin/analytics/${screen}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/work/notes/shots/analytics-${screen}-${width}.png`, fullPage: true });
  }
  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/work/notes/shots/privacy-${width}.png`, fullPage: width === 390 });
  await context.close();
}
await browser.close();
