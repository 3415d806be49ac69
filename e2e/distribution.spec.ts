import { ADMIN, openAdminArea, signInThroughForm } from './support/api';
import { expect, test } from './support/test';

test('staff open the delivery round from the menu, send an order on its way and mark it delivered', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Ventas', 'Reparto');
  await expect(page).toHaveURL(/\/Distribution\/Index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reparto' })).toBeVisible();

  // The demo's round: two stops in Centro Habana, the nearer to the shop first, and one in Playa on its way.
  const centro = page.getByRole('region', { name: 'Centro Habana' });
  const stop = centro.getByRole('article').filter({ hasText: 'Ramón Pérez' });
  await expect(stop).toHaveAccessibleName(/^Parada 1 · P-\d{6}$/);
  await expect(stop.getByText('Cobrar: 23,45 $')).toBeVisible();
  await expect(stop.getByRole('link', { name: /^Llamar a Ramón Pérez al / })).toHaveAttribute(
    'href',
    'tel:+5353456789',
  );

  await stop.getByRole('button', { name: /como salido a reparto$/ }).click();
  await expect(stop.getByText(/^En camino desde .* \(Super Administrador\)$/)).toBeVisible();

  await stop.getByRole('button', { name: /como entregado$/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Pedido entregado?' });
  await expect(dialog.getByText(/pasará a «Entregado» y se avisará al cliente/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Entregado' }).click();
  await expect(centro.getByText('Ramón Pérez')).toHaveCount(0);
  const playa = page.getByRole('region', { name: 'Playa' });
  await expect(playa.getByText('Carmen Rivero')).toBeVisible();
  // The note staff left on that order travels with the round.
  await expect(playa.getByText(/el timbre del edificio no funciona/)).toBeVisible();

  // What to load for Playa: its picking list, the recipient and what to take (decision 101).
  await playa.getByRole('link', { name: 'Lista de preparación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de preparación' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Productos a preparar' })).toBeVisible();
  await expect(page.getByText('Carmen Rivero')).toBeVisible();
});
