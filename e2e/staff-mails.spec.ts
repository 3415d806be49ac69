import { MAIL_SINK_HTTP_PORT } from '../playwright.config';
import { ADMIN, apiAs, csrf, signInThroughForm, uniqueEmail } from './support/api';
import { expect, test } from './support/test';

/** Decision 063: a staffer who runs the shop in English is mailed in English. */
test('a clerk who switches the back office to English reads the shop’s notices in English', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  const role = await admin.post('/api/admin/roles', {
    data: { name: `Atención ${Date.now()}`, permissions: ['read_orders'] },
    headers: await csrf(admin),
  });
  expect(role.status(), await role.text()).toBe(201);
  const email = uniqueEmail('grace');
  const clerk = await admin.post('/api/admin/users', {
    data: {
      name: 'Grace',
      lastname: 'Hopper',
      email,
      password: 'Password123',
      role_id: (await role.json()).id,
    },
    headers: await csrf(admin),
  });
  expect(clerk.status(), await clerk.text()).toBe(201);
  const clerkId = (await clerk.json()).id as number;

  // The clerk picks English with the header's switch; the shop learns it from the page's next call.
  await signInThroughForm(page, email, 'Password123');
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  const saved = (await (await admin.get('/api/admin/settings/notifications')).json()) as Record<
    string,
    unknown
  >;
  const chosen = await admin.put('/api/admin/settings/notifications', {
    data: { ...saved, contact_message: [clerkId] },
    headers: await csrf(admin),
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  try {
    // A message from the contact form, as a visitor sends it.
    await page.goto('/Contact-Us');
    await page.getByRole('textbox', { name: 'Name' }).fill('Yanelis Rodríguez');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('yanelis@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('¿Entregan en Playa el sábado?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Thank you/)).toBeVisible();
    await expect
      .poll(async () => {
        const reply = await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/?to=${encodeURIComponent(email)}`);
        return ((await reply.json()) as Array<{ text: string }>)[0]?.text ?? '';
      })
      .toContain('Yanelis Rodríguez <yanelis@example.com> wrote from the contact form:');
  } finally {
    await admin.put('/api/admin/settings/notifications', { data: saved, headers: await csrf(admin) });
  }
});
