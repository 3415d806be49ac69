import { ADMIN, signInThroughForm, signOutThroughMenu, uniqueEmail } from './support/api';
import { expect, test } from './support/test';

test('an administrator creates a role, gives it to a new user, and that user is sent to /store from what the role lacks', async ({
  page,
}) => {
  const roleName = `Atención al cliente ${Date.now()}`;
  const email = uniqueEmail('mario');
  const password = 'Password123';

  await signInThroughForm(page, ADMIN.email, ADMIN.password);

  await page.goto('/admin/roles');
  await page.getByRole('link', { name: 'Nuevo rol' }).click();
  await page.getByLabel('Nombre').fill(roleName);
  await page.getByRole('checkbox', { name: 'Ver usuarios' }).check();
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Rol creado')).toBeVisible();

  await page.goto('/admin/users/create');
  await page.getByLabel('Nombre').fill('Mario');
  await page.getByLabel('Apellidos').fill('Gómez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Usuario creado')).toBeVisible();

  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuarios').fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  // What the list shows, as a spreadsheet (decision 103): the new user, their role, no orders yet.
  const { readFile } = await import('node:fs/promises');
  const exported = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar' }).click();
    return (await readFile((await (await download).path()) ?? '', 'utf8')).split('\r\n');
  };
  const [headings, row, ...rest] = await exported();
  expect(headings).toBe(
    '\uFEFFNombre;Apellidos;Correo electrónico;Correo verificado el;Rol;Estado;Idioma;Alta;Pedidos;Último pedido',
  );
  expect(row).toMatch(
    new RegExp(
      `^Mario;Gómez;${email.replace(/[.+]/g, '\\$&')};[\\d-]*;${roleName};Habilitado;Español;[\\d-]+;0;$`,
    ),
  );
  expect(rest).toEqual(['']);
  await signOutThroughMenu(page);

  await signInThroughForm(page, email, password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  // The role reads users, not orders: their export leaves the orders out.
  expect((await exported())[0]).toBe(
    '\uFEFFNombre;Apellidos;Correo electrónico;Correo verificado el;Rol;Estado;Idioma;Alta',
  );

  await page.goto('/admin/roles');
  await expect(page).toHaveURL(/\/store$/);
});
