import { chromium } from '@playwright/test';

const [, , name, path] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
for (const width of [390, 1366]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale: 'es-ES',
  });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:23500/Auth/Login');
  await page.getByLabel('Correo electrónico').fill('admin@shop.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !/Auth\/Login/i.test(url.pathname));
  await page.goto(`http://127.0.0.1:23500${path}`);
  await page.waitForTimeout(2500);
  if (process.argv[4] === 'dialog') {
    await page.getByRole('button', { name: 'Nuevo traslado' }).click();
    await page.getByRole('combobox', { name: 'Añadir un producto' }).fill('arroz');
    await page.getByRole('option').first().click();
    await page.waitForTimeout(800);
  }
  await page.screenshot({
    path: `/work/notes/shots/${name}-${width}.png`,
    fullPage: process.argv[4] !== 'dialog',
  });
  await context.close();
}
await browser.close();
