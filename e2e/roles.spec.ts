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
  await signOutThroughMenu(page);

  await signInThroughForm(page, email, password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

  await page.goto('/admin/roles');
  await expect(page).toHaveURL(/\/store$/);
});
