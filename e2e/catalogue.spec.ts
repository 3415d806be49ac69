import sharp from 'sharp';
import { ADMIN, apiAs, csrf, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

// Real pictures: the server reads images by their content.
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
/** A phone's photo: 4,000 × 3,000 px of grain, a few megabytes, far over the 300 kB a picture may weigh. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 92 })
    .toBuffer();

test('an administrator creates a variable product with two attributes and images (one a phone’s photo, shrunk to fit); a shopper finds it without accents, picks a variation and sees the MLC price', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Lámpara Ébano ${stamp}`;

  // The attributes and their terms are staff's catalogue set-up; the product itself is made in the screens.
  const api = await apiAs(baseURL as string, ADMIN.email, ADMIN.password);
  const csrf = async () => {
    const { cookies } = await api.storageState();
    return { 'X-XSRF-TOKEN': decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') };
  };
  for (const [attribute, terms] of [
    [`Material ${stamp}`, ['Algodón', 'Lino']],
    [`Acabado ${stamp}`, ['Mate', 'Brillo']],
  ] as const) {
    const created = await api.post('/api/admin/attributes', {
      data: { name: attribute },
      headers: await csrf(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const term of terms) {
      const saved = await api.post(`/api/admin/attributes/${id}/terms`, {
        data: { name: term },
        headers: await csrf(),
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
  }
  await api.dispose();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/products/list');
  await page.getByRole('link', { name: 'Nuevo producto' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  // Mantine draws these radios over hidden inputs: a person clicks the visible label.
  await page.locator('label', { hasText: /^Variable$/ }).click();
  await expect(page.getByRole('radio', { name: 'Variable' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Categoría principal' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Precio regular', exact: true }).fill('25');
  // What a unit costs the shop, and what it leaves at this price (decision 110).
  await page.getByRole('textbox', { name: 'Costo por unidad' }).fill('11');
  await expect(page.getByTestId('preview-profit')).toHaveText(/^14,00\s\$ \(56\s%\)$/);
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText(`Producto «${name}» creado`)).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);

  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(1_000_000);
  const upload = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await (await upload).setFiles([
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'detalle.png', mimeType: 'image/png', buffer: await picture(40, 90, 160) },
  ]);
  await expect(page.getByText('2 imágenes subidas')).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}, imagen 2` })).toBeVisible();
  // The same detail sent again stays one picture, and staff are told why nothing was added.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await (await again).setFiles({
    name: 'detalle.png',
    mimeType: 'image/png',
    buffer: await picture(40, 90, 160),
  });
  await expect(page.getByText('Una imagen ya estaba en el producto: no se añade dos veces.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}, imagen 3` })).toHaveCount(0);

  const attributes = page.getByRole('combobox', { name: 'Atributos' });
  await attributes.click();
  await page.getByRole('option', { name: `Material ${stamp}` }).click();
  await attributes.click();
  await page.getByRole('option', { name: `Acabado ${stamp}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Generar todas las combinaciones' }).click();
  for (let n = 1; n <= 4; n++) {
    await page.getByLabel(`Precio regular de la variación ${n}`).fill('25');
    await page.getByLabel(`Existencias de la variación ${n}`).fill('5');
  }
  // One finish costs more; the others cost what the product does.
  await page.getByLabel('Costo de la variación 1').fill('12,50');
  await page.getByRole('button', { name: 'Guardar variaciones' }).click();
  await expect(page.getByText('Variaciones guardadas')).toBeVisible();

  // The shopper: a fresh, anonymous browser.
  const shopperContext = await browser.newContext({ baseURL, locale: 'es-ES' });
  const shopper = await shopperContext.newPage();
  const coins = (await (await shopper.request.get('/api/coins')).json()) as {
    coins: Array<{ short_name: string; rate: string }>;
  };
  const mlcRate = Number(coins.coins.find((c) => c.short_name === 'MLC')?.rate);
  const mlcCents = Math.round(2500 * mlcRate);
  const mlcText = `${Math.floor(mlcCents / 100)},${String(mlcCents % 100).padStart(2, '0')}`;

  await shopper.goto('/store');
  await shopper.getByRole('searchbox', { name: 'Buscar productos' }).fill(`lampara ebano ${stamp}`);
  await expect(shopper.getByText('1 producto', { exact: true })).toBeVisible();
  await shopper.getByRole('link', { name }).first().click();
  await expect(shopper.getByRole('heading', { name })).toBeVisible();
  await expect(shopper).toHaveURL(/\/Products\//);

  await shopper.getByRole('button', { name: /^Moneda:/ }).click();
  await shopper.getByRole('menuitem', { name: /MLC/ }).click();
  await shopper.locator('label', { hasText: /^Algodón$/ }).click();
  await shopper.locator('label', { hasText: /^Mate$/ }).click();
  await expect(shopper.getByText(new RegExp(mlcText)).first()).toBeVisible();
  await expect(shopper.getByText('5 unidades disponibles')).toBeVisible();

  // Staff start a similar lamp from a copy: pictures and variations come along, stock does not, and shoppers cannot
  // see it until staff show it.
  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(
    page.getByText(
      `Copia creada: «${name} (copia)» queda oculta en la tienda y sin existencias hasta que la revises.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Editar ${name} (copia)`, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} (copia), imagen 2` })).toBeVisible();
  await expect(page.getByLabel('Existencias de la variación 4')).toHaveValue('0');
  const copySlug = /\/admin\/products\/([^/]+)\/edit$/.exec(page.url())?.[1];
  expect(copySlug).toBeTruthy();
  expect((await shopper.goto(`/Products/${copySlug}`))?.status()).toBe(404);
  await shopperContext.close();
});

test('an old link to a page past the catalogue’s last says so (404) and leads back to the first page', async ({
  page,
}) => {
  const response = await page.goto('/store?page=999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No existe la página 999')).toBeVisible();
  await expect(page.getByText('Ningún producto cumple')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ir a la primera página' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByText('No existe la página 999')).toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href^="/Products/"]').first()).toBeVisible();
});

test('an old link to a category the shop no longer has says so (404), and clearing the filters shows the catalogue', async ({
  page,
}) => {
  const response = await page.goto('/store?category=ya-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('La categoría no existe o no está disponible')).toBeVisible();
  await expect(page.getByText('Ningún producto cumple')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quitar los filtros' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('main').locator('a[href^="/Products/"]').first()).toBeVisible();
});

test('a listing says what it shows, in its heading and its tab: a category by its name, a search by its words', async ({
  page,
}) => {
  await page.goto('/store');
  await page.getByRole('main').getByRole('link', { name: 'Bebidas', exact: true }).click();
  await expect(page).toHaveURL(/category=bebidas/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bebidas' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Refrescos, jugos y maltas')).toBeVisible();
  await expect(page).toHaveTitle(/^Bebidas \| /);
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('cerveza');
  await expect(page).toHaveURL(/search=cerveza/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «cerveza»' })).toBeVisible();
  await expect(page).toHaveTitle(/^Resultados para «cerveza» \| /);
});

test('staff open the back-office screens SPEC names outside /admin by their address, in the back office', async ({
  page,
}) => {
  await page.goto('/Products/Index');
  await expect(page).toHaveURL(/\/Auth\/Login\?redirect=%2FProducts%2FIndex$/);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  for (const [path, heading] of [
    ['/Products/Index', 'Productos'],
    ['/Products/cafe-cubita-molido-250-g/edit', 'Editar Café Cubita molido 250 g'],
    ['/ExchangeRates/Index', 'Tasas de cambio'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la tienda' })).toBeVisible();
  }
  // From the store, the same screen through the app's own navigation: the storefront's product page is not it.
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/Products/Create');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Nuevo producto', level: 1 })).toBeVisible();
});

test('staff raise two products’ prices by a percentage from the list, and the shop shows the new prices', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  const category = (await (await admin.get('/api/admin/categories?per_page=1')).json()).data[0];
  const stamp = String(Date.now() % 1_000_000);
  const made: Array<{ slug: string }> = [];
  for (const [name, price] of [
    [`Mantequilla ${stamp}`, 400],
    [`Queso blanco ${stamp}`, 1250],
  ] as const) {
    const response = await admin.post('/api/admin/products', {
      data: { name, category_id: category.id, regular_price: price, real_quantity: 5 },
      headers: await csrf(admin),
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push(await response.json());
  }
  await admin.dispose();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/products/list?search=${stamp}`);
  await page.getByRole('checkbox', { name: `Seleccionar Mantequilla ${stamp}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar Queso blanco ${stamp}` }).check();
  await page.getByRole('button', { name: 'Cambiar precios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar los precios de 2 productos' });
  // Typed as a Spanish speaker types it; the examples say what each regular price becomes.
  await dialog.getByRole('textbox', { name: /Porcentaje/ }).fill('20');
  await expect(dialog.getByText(`Queso blanco ${stamp}: 12,50 $ → 15,00 $`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cambiar precios' }).click();
  await expect(page.getByText('Precios cambiados en 2 productos')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Mantequilla ${stamp}`) })).toContainText('4,80 $');

  // The product's page keeps who changed its prices, from what and why (decision 108).
  await page.getByRole('link', { name: `Editar el producto Queso blanco ${stamp}` }).click();
  const changes = page.getByRole('table', { name: `Cambios de precio de Queso blanco ${stamp}` });
  const change = changes.getByRole('row').filter({ hasText: 'Cambio en bloque de +20 %' });
  await expect(change).toContainText('12,50 $ → 15,00 $');
  await expect(change).toContainText('Super Administrador');
  // And every product's changes in one list, from the catalogue's, for the shelves' labels.
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await page.getByRole('link', { name: 'Cambios de precio' }).click();
  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill(stamp);
  const all = page.getByRole('table', { name: 'Cambios de precio' });
  await expect(all.getByRole('row').filter({ hasText: `Mantequilla ${stamp}` })).toContainText(
    '4,00 $ → 4,80 $',
  );
  await expect(all.getByRole('row').filter({ hasText: `Queso blanco ${stamp}` })).toContainText(
    'Cambio en bloque',
  );

  await page.goto(`/Products/${made[1]?.slug}`);
  await expect(page.getByTestId('price').first()).toHaveText('15,00 $');
});

test('staff make products from a spreadsheet, export them, change the file and read it back: the check shows what changes', async ({
  page,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  const file = (text: string) => ({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  const rows = (lines: string[]) => file(`Nombre;Categoría;Precio;Existencias\r\n${lines.join('\r\n')}\r\n`);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/products/list');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { name: 'Importar productos' })).toBeVisible();

  const choose = async (chosen: ReturnType<typeof file>) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Elegir (otro )?archivo/ }).click();
    await (await chooser).setFiles(chosen);
  };
  await choose(rows([`Malta ${stamp};Bebidas;1,20;48`, `Turrón ${stamp};Golosinas que no hay;2,50;10`]));
  await expect(page.getByText('1 fila tiene errores')).toBeVisible();
  await expect(page.getByText('Categoría: no existe «Golosinas que no hay» en la tienda')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);

  await choose(rows([`Malta ${stamp};Bebidas;1,20;48`, `Refresco ${stamp};bebidas;2.10;30`]));
  await expect(page.getByText('2 productos nuevos')).toBeVisible();
  await page.getByRole('button', { name: 'Importar 2 productos' }).click();
  await expect(page.getByText('2 productos creados')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(stamp);
  const refresco = page.getByRole('row', { name: new RegExp(`Refresco ${stamp}`) });
  await expect(refresco).toContainText('2,10 $');
  await expect(refresco).toContainText('30 unidades');

  // The list's two products, exported as the import reads them; a new price and a count typed in the file.
  await expect(page.getByText('2 productos', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar' }).click();
  const exported = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(exported, 'utf8'))
    .replace(`Malta ${stamp};Bebidas;1,20`, `Malta ${stamp};Bebidas;1,35`)
    .replace(/(Refresco \d+;Bebidas;2,10;[^;]*;;;;;)30;/, '$128;');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFNombre;Categoría;Precio;SKU;Marca;Precio rebajado;Precio mayorista;Costo;Existencias;Descripción corta',
  );
  await page.goto('/admin/products/import');
  await choose(file(text));
  await expect(page.getByText('2 productos cambian')).toBeVisible();
  await expect(page.getByText('Precio: 1,20 $ → 1,35 $')).toBeVisible();
  await expect(page.getByText('Existencias: 30 unidades → 28 unidades')).toBeVisible();
  await page.getByRole('button', { name: 'Importar 2 productos' }).click();
  await expect(page.getByText('2 productos cambiados')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(`Malta ${stamp}`) })).toContainText('1,35 $');
  await expect(page.getByRole('row', { name: new RegExp(`Refresco ${stamp}`) })).toContainText('28 unidades');
});

test('the dashboard’s low availability leads to the products at their minimum, and only those', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  const category = (await (await admin.get('/api/admin/categories?per_page=1')).json()).data[0];
  const stamp = String(Date.now() % 1_000_000);
  for (const [name, units] of [
    [`Aceite ${stamp}`, 2],
    [`Vinagre ${stamp}`, 30],
  ] as const) {
    const response = await admin.post('/api/admin/products', {
      data: {
        name,
        category_id: category.id,
        regular_price: 250,
        real_quantity: units,
        initial_availability: 40,
      },
      headers: await csrf(admin),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await admin.dispose();

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Poca disponibilidad' })
    .getByRole('link', { name: 'Ver los productos' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products\/list\?stock=low&active=true$/);
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(`Aceite ${stamp}`) })).toContainText('2 unidades');
  await expect(page.getByRole('row', { name: new RegExp(`Vinagre ${stamp}`) })).toHaveCount(0);
  await expect(page.getByText('1 producto', { exact: true })).toBeVisible();
});
