import { chromium } from 'playwright';
const base = 'http://127.0.0.1:23500';
const pages = (process.env.PAGES ?? '/store').split(',');
const widths = (process.env.WIDTHS ?? '390,1366').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 900 }, locale: 'es-ES', colorScheme: process.env.DARK ? 'dark' : 'light' });
  if (process.env.DARK) await ctx.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text().slice(0, 200)); });
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(':');
    await page.goto(base + '/Auth/Login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((u) => !u.pathname.includes('Login'));
  }
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = `/tmp/shot-${w}${process.env.DARK ? '-dark' : ''}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: !!process.env.FULL });
    console.log(name, page.url());
  }
  await ctx.close();
}
await browser.close();
