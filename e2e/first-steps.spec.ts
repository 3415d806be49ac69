import type { DashboardSetupReply } from '@shop/contracts';
import { ADMIN, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('a new shop’s first steps lead its owner to where each is done, and leave once all are', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // The e2e shop is set up (the demo's settings, products, and SMTP_URL's mail sink): nothing left to point out.
  const firstSteps = page.getByRole('region', { name: 'Primeros pasos' });
  const setupReply = page.waitForResponse('**/api/admin/dashboard/setup');
  await page.goto('/admin');
  const setup = (await (await setupReply).json()) as DashboardSetupReply;
  expect(setup.steps.every((step) => step.done)).toBe(true);
  await expect(page.getByRole('region', { name: 'Ventas' })).toBeVisible();
  await expect(firstSteps).toHaveCount(0);

  // The same shop as it answers without a mail server (no SMTP_URL, nothing in the mail settings).
  await page.route('**/api/admin/dashboard/setup', async (route) => {
    const reply = (await (await route.fetch()).json()) as DashboardSetupReply;
    const steps = reply.steps.map((step) => (step.key === 'mail' ? { ...step, done: false } : step));
    await route.fulfill({ json: { steps } });
  });
  await page.reload();
  await expect(firstSteps.getByText('7 de 8 hechos')).toBeVisible();
  await expect(firstSteps.getByText(/los clientes no reciben los correos para verificar/)).toBeVisible();
  await firstSteps.getByRole('link', { name: 'Conecta un servidor de correo' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/Generals\?tab=mail$/);
  await expect(page.getByRole('tab', { name: 'Correo' })).toHaveAttribute('aria-selected', 'true');
});
