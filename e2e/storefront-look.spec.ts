import { expect, test } from './support/test';

/** Issue 20: the home page's category tiles and the product page's pictures, on a phone. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a shopper on a phone opens a category from its tile, swipes a product’s pictures and enlarges one', async ({
  page,
}) => {
  await page.goto('/store');
  const tiles = page.getByRole('navigation', { name: 'Categorías' });
  await expect(tiles.getByRole('link', { name: 'Electrónica' }).locator('img')).toHaveAttribute(
    'src',
    /-400\.webp$/,
  );
  await tiles.getByRole('link', { name: 'Electrónica' }).click();
  await expect(page).toHaveURL(/\/store\?category=electronica$/);

  await page.goto('/Products/camara-digital-compacta');
  const thumbnails = page.getByRole('group', { name: 'Miniaturas de las imágenes' });
  await expect(thumbnails.getByRole('button', { name: 'Ver la imagen 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A swipe to the left: the strip scrolls one picture and rests there, and its thumbnail is the chosen one.
  const strip = page.getByRole('list', { name: 'Imágenes del producto' });
  await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'smooth' }));
  await expect(thumbnails.getByRole('button', { name: 'Ver la imagen 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Ampliar la imagen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Imagen 2 de 2' });
  await viewer.locator('img').tap();
  await expect(viewer.getByRole('button', { name: 'Alejar' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(page.getByRole('dialog', { name: 'Imagen 1 de 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar la imagen ampliada' }).click();
  await expect(thumbnails.getByRole('button', { name: 'Ver la imagen 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
