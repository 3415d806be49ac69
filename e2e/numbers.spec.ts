import { ADMIN, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

/** Issue 12: a Spanish-speaking clerk types prices as they write them, and shoppers read them the same way. */
test('staff type 12,50 as a price in es-ES and the storefront shows 12,50', async ({
  page,
  browser,
  baseURL,
}) => {
  const search = await page.request.get('/api/store/products', { params: { search: 'Azúcar blanca' } });
  const { slug } = (await search.json()).data[0] as { slug: string };

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/products/${slug}/edit`);
  const price = page.getByRole('textbox', { name: 'Precio regular' });
  await price.fill('12,50');
  await price.blur();
  await expect(price).toHaveValue('12,50');
  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect(page.getByText(/Producto .* actualizado|actualizado/).first()).toBeVisible();

  const shopper = await (await browser.newContext({ baseURL, locale: 'es-ES' })).newPage();
  await shopper.goto(`/Products/${slug}`);
  await expect(shopper.getByRole('heading', { name: 'Azúcar blanca 1 kg' })).toBeVisible();
  // The product's own price, not the whole page: the related products and the footer carry names that other tests
  // stamp with the clock, which may read 1250.
  const shown = shopper.getByRole('main').getByTestId('price').first();
  await expect(shown).toHaveText(/^12,50\s?\$$/);
  await expect(shown).not.toHaveText(/1250|1\.250/);
});

/** Decisions 058 and 065: a comma typed on an English page is the decimal point unless it groups thousands. */
test('staff on the English back office type 12,5 as a price and it is twelve and a half, never 125', async ({
  page,
  baseURL,
}) => {
  const search = await page.request.get('/api/store/products', {
    params: { search: 'Botas de trabajo' },
  });
  const { slug } = (await search.json()).data[0] as { slug: string };

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.context().addCookies([{ name: 'locale', value: 'en-US', url: baseURL }]);
  await page.goto(`/admin/products/${slug}/edit`);
  const price = page.getByRole('textbox', { name: 'Regular price' });
  await price.clear();
  // Decision 065: thousands grouped with a point, as Spanish groups them, are thousands here too.
  await price.pressSequentially('1.234,5');
  await expect(price).toHaveValue('1,234.5');
  await price.clear();
  // Key by key, as a person types: the field reads each key as it lands.
  await price.pressSequentially('12,5');
  await expect(price).toHaveValue('12.5');
  await price.blur();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText(/updated/i).first()).toBeVisible();
  // Saved as twelve and a half: the page read again from the server shows it as English writes it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Regular price' })).toHaveValue('12.50');
});

/** Decision 047: a day is typed and shown as the page's language writes it, whatever the browser's own language. */
test('staff on an English-language browser type 01/11/2026 on the Spanish orders list and it filters from 1 November', async ({
  browser,
  baseURL,
}) => {
  const page = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/orders');
  const from = page.getByRole('textbox', { name: 'Desde' });
  await from.fill('01/11/2026');
  await expect(page).toHaveURL(/date_from=2026-11-01/);
  await from.blur();
  await expect(from).toHaveValue('01/11/2026');
  // What cannot be a day is refused with what was typed and how to write it; the list keeps its filter.
  await from.fill('31/02/2026');
  await from.blur();
  await expect(page.getByText('«31/02/2026» no es una fecha; escríbela como 28/11/2026')).toBeVisible();
  await expect(from).toHaveValue('01/11/2026');
  await expect(page).toHaveURL(/date_from=2026-11-01/);
  await page.close();
});
