import { request } from '@playwright/test';
import {
  ADMIN,
  csrf,
  linkFromMailbox,
  PASSWORD,
  registerCustomer,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
  WHOLESALER,
} from './support/api';
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
  await page.getByLabel('Contraseña *', { exact: true }).fill(password);
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

test('a shopper who forgot the password gets a link by mail, chooses a new one and signs in with it; the link works once', async ({
  page,
}) => {
  const email = uniqueEmail('olvido');
  const fresh = 'Nueva12345';
  await registerCustomer(page, email);

  await page.goto('/Auth/Login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/Auth\/ForgotPassword/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page.getByText(
      'Si el correo pertenece a una cuenta, te hemos enviado el enlace para restablecer tu contraseña.',
    ),
  ).toBeVisible();

  const link = await linkFromMailbox(email, '/Auth/ResetPassword');
  const choose = async (password: string) => {
    await page.goto(link);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await page.getByLabel('Nueva contraseña *', { exact: true }).fill(password);
    await page.getByLabel('Confirmar nueva contraseña').fill(password);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  };
  await choose(fresh);
  await expect(page.getByText('Tu contraseña ha sido restablecida.')).toBeVisible();

  // The link is spent once used.
  await choose('Otra123456');
  await expect(page.getByText('Este token de restablecimiento de contraseña no es válido.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/Auth/Login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  await signInThroughForm(page, email, fresh);
});

test('a wrong password is refused in Spanish and the form keeps what was typed', async ({ page }) => {
  await page.goto('/Auth/Login');
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('nadie@example.com');
});

test('a guest browses the shop without a single failing request or console error; signed in, the header knows', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  for (const path of ['/store', '/Offers', '/Cart', '/Auth/Login', '/blog']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(failures).toEqual([]);

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // The cart page is not rendered on the server: the page asks who is signed in because the hint says someone is.
  await page.goto('/Cart');
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toContainText('Super');
});

test('a wholesaler who opens a back-office page is brought to the shop and told why', async ({ page }) => {
  // The demo's wholesaler (README): an account without staff permissions, and no new sign-up from this address,
  // whose sign-ups are bounded.
  await signInThroughForm(page, WHOLESALER.email, WHOLESALER.password);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/store$/);
  await expect(
    page.getByText('No tienes permiso para abrir esa página: te hemos traído a la tienda.'),
  ).toBeVisible();
});

test('after fifty idle minutes a signed-in user is told when the session will end, and stays', async ({
  page,
}) => {
  await page.clock.install();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/store');
  // The watch loads once the page knows someone is signed in; its clock starts then.
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toContainText('Super');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('50:00');
  const warning = page.getByRole('dialog', { name: '¿Sigues ahí?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('la sesión se cerrará a las');
  await warning.getByRole('button', { name: 'Seguir conectado' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toContainText('Super');
});

test('a session ended elsewhere does not lock the open page out: its next write and a new sign-in go through', async ({
  page,
  baseURL,
}) => {
  await signInThroughForm(page, WHOLESALER.email, WHOLESALER.password);
  await page.goto('/Products/cafe-cubita-molido-250-g');
  await expect(page.getByRole('button', { name: 'Añadir al carrito' })).toBeVisible();

  // The same session signs out from elsewhere (another tab's cookies, a staff member disabling the account and an
  // hour idle end it the same way): the server forgets it, and this page still holds its cookies and its token.
  const elsewhere = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  const out = await elsewhere.post('/api/logout', { headers: await csrf(elsewhere) });
  expect(out.status()).toBe(204);
  await elsewhere.dispose();

  // Whichever call meets the ended session first voids its cookies (a read, or a write the client then sends again
  // with a new token, which api-client.test.ts checks): the write goes through, and so does a new sign-in.
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito.')).toBeVisible();
  await signInThroughForm(page, WHOLESALER.email, WHOLESALER.password);
  await page.goto('/Profile');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(WHOLESALER.email);
});
