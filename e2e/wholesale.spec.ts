import { ADMIN, apiAs, csrf, PASSWORD, signInThroughForm, uniqueEmail } from './support/api';
import { expect, test } from './support/test';

/**
 * SPEC §5, as the cart counts: a product sold at retail too is bought from one unit, at its price, and at the
 * wholesale price from its wholesale minimum. A wholesaler of their own (the demo's is shared by other tests' carts).
 */
test('a wholesaler buys three bars of soap at the retail price and 48 at the wholesale price', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  const roles = (await (await admin.get('/api/admin/roles?per_page=100')).json()) as {
    data: { id: number; key: string | null }[];
  };
  const role = roles.data.find((candidate) => candidate.key === 'wholesaler');
  const email = uniqueEmail('bodega');
  const created = await admin.post('/api/admin/users', {
    data: { name: 'Bodega', lastname: 'El Rincón', email, password: PASSWORD, role_id: role?.id },
    headers: await csrf(admin),
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/Products/jabon-de-tocador-suchel');
  await expect(page.getByTestId('wholesale')).toHaveText(/Precio por mayor: 0,65\s\$ desde 48 unidades/);
  const quantity = page.getByRole('textbox', { name: 'Cantidad' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito.')).toBeVisible();

  await page.goto('/Cart');
  const line = page.getByRole('article', { name: 'Jabón de tocador Suchel' });
  await expect(line.getByText(/Precio unitario: 0,90\s\$/)).toBeVisible();
  await line.getByRole('textbox', { name: 'Cantidad' }).fill('48');
  await line.getByRole('textbox', { name: 'Cantidad' }).blur();
  await expect(line.getByText(/Precio unitario: 0,65\s\$/)).toBeVisible();
  await expect(line.getByTestId('line-total')).toHaveText(/31,20\s\$/);
});
