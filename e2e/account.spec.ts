import { linkFromMailbox, signInThroughForm, signOutThroughMenu, uniqueEmail } from './support/api';
import { expect, test } from './support/test';

test('a shopper registers, verifies the e-mail from the mailbox, signs in, edits the profile and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('lucia');
  const password = 'Password123';

  await page.goto('/Auth/Register');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/Auth\/VerifyEmail/i);
  await expect(
    page.getByText('Revisa tu correo: te hemos enviado un mensaje para continuar con el registro.'),
  ).toBeVisible();

  const link = await linkFromMailbox(email, '/api/verify-email/');
  await page.goto(link);
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByText('Tu correo electrónico ha sido verificado')).toBeVisible();

  await signInThroughForm(page, email, password);
  await page.goto('/Profile');
  await expect(page.getByText('Estado del correo')).toBeVisible();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Nombre' });
  await name.fill('Lucía María');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía María');

  await signOutThroughMenu(page);
  await page.goto('/Profile');
  await expect(page).toHaveURL(/Auth\/Login/i);
});

test('a wrong password is refused in Spanish and the form keeps what was typed', async ({ page }) => {
  await page.goto('/Auth/Login');
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('nadie@example.com');
});
