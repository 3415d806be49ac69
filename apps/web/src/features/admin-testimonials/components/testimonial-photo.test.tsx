import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { renderWithProviders, stubApi } from '../../../test/render';
import { testUser } from '../../../test/render-routes';
import { TestimonialPhoto } from './testimonial-photo';

const TESTIMONIAL = {
  id: 3,
  author: 'Yadira Pérez',
  detail: 'Cliente de Playa',
  text: 'Llegó todo a tiempo.',
  position: 1,
  enabled: true,
  photo: '/uploads/testimonials/yadira.webp',
};

describe("a testimonial's photo", { timeout: 20_000 }, () => {
  it('is removed only once the dialog is confirmed', async () => {
    const fetchMock = stubApi({
      'DELETE /api/admin/testimonials/3/photo': { body: { ...TESTIMONIAL, photo: null } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TestimonialPhoto testimonial={TESTIMONIAL} canWrite />, {
      user: testUser({ all_permissions: ['ALL'] as never }),
    });

    await user.click(screen.getByRole('button', { name: 'Quitar la foto de Yadira Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar foto' });
    expect(
      within(dialog).getByText(
        '¿Quitar la foto de Yadira Pérez? Para recuperarla tendrás que volver a subirla.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/testimonials/3/photo')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar la foto de Yadira Pérez' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar la foto' }),
    );
    expect(await screen.findByText('Foto quitada')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/testimonials/3/photo')).toHaveLength(1);
  });

  it('says so when the removal fails', async () => {
    stubApi({
      'DELETE /api/admin/testimonials/3/photo': {
        status: 403,
        body: { message: 'No tienes permiso para realizar esta acción.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TestimonialPhoto testimonial={TESTIMONIAL} canWrite />, {
      user: testUser({ all_permissions: ['ALL'] as never }),
    });
    await user.click(screen.getByRole('button', { name: 'Quitar la foto de Yadira Pérez' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar la foto' }),
    );
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
  });
});
