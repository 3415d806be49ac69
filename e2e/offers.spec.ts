import { ADMIN, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff create an offer on a product; a shopper sees it on /Offers with its end and pays the offer price', async ({
  page,
  browser,
}) => {
  const name = `Arroz de oferta ${Date.now() % 100000}`;

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Ofertas', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Ofertas', level: 2 })).toBeVisible();
  // The demo's running offers are listed with their state.
  await expect(page.getByText('Rebajas de calzado')).toBeVisible();
  await page.getByRole('link', { name: 'Nueva oferta' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('30');
  await page.getByRole('textbox', { name: 'Prioridad' }).fill('50');
  await page.getByRole('textbox', { name: 'Empieza' }).fill('2020-01-01T08:00');
  await page.getByRole('textbox', { name: 'Termina' }).fill('2040-12-31T20:00');
  await page.getByRole('combobox', { name: 'Productos' }).fill('Arroz 5');
  await page.getByRole('option', { name: /Arroz 5 kg/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Oferta creada; ahora rebaja 1 producto.')).toBeVisible();
  await expect(page.locator('tbody').getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: name }).getByText('En curso')).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/Offers');
  await expect(
    shopper.getByRole('listitem').filter({ hasText: `${name}, hasta el 31 de diciembre de 2040` }),
  ).toBeVisible();
  const card = shopper.getByRole('article', { name: 'Arroz 5 kg' });
  await expect(card.getByText('-30 %')).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(/6,30/);
  await card.getByRole('link').first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Arroz 5 kg' })).toBeVisible();
  await expect(shopper.getByTestId('price').first()).toHaveText(/6,30/);
  await expect(shopper.getByLabel('Precio habitual').first()).toHaveText(/9,00/);
  await shopper.close();

  // Deleting it gives the product its own price back.
  await page
    .locator('tbody tr', { hasText: name })
    .getByRole('button', { name: `Eliminar ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Oferta eliminada')).toBeVisible();
});
