import type { ReviewCriterion } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { renderWithProviders, stubApi } from '../../../test/render';
import { testUser } from '../../../test/render-routes';
import { AnswersEditor } from './answers-editor';
import { CriterionImages } from './criterion-images';

const CRITERION: ReviewCriterion = {
  id: 4,
  title: 'Calidad',
  description: '¿Qué tal el producto?',
  categories: [],
  answers: [
    { id: 7, text: 'Buena', uses: 0 },
    { id: 8, text: 'Mala', uses: 3 },
  ],
  images: [{ id: 11, url: '/uploads/criteria/calidad.webp' }],
  updated_at: '2026-11-30T10:00:00Z',
};

const admin = { user: testUser({ all_permissions: ['ALL'] as never }) };

// A misclick on a trash icon must not lose an answer or a picture: each asks first, as every other delete does.
describe("a criterion's answers and pictures", { timeout: 20_000 }, () => {
  it('deletes an answer only once the dialog is confirmed', async () => {
    const fetchMock = stubApi({
      'DELETE /api/admin/review-criteria/4/answers/7': {
        body: { ...CRITERION, answers: CRITERION.answers.slice(1) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AnswersEditor criterion={CRITERION} />, admin);

    await user.click(screen.getByRole('button', { name: 'Eliminar la respuesta Buena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar respuesta' });
    expect(within(dialog).getByText('¿Eliminar la respuesta «Buena»?')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/review-criteria/4/answers/7')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/review-criteria/4/answers/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar la respuesta Buena' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Respuesta eliminada')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/review-criteria/4/answers/7')).toHaveLength(1);
  });

  it("keeps the server's refusal of an answer reviews chose in the dialog", async () => {
    stubApi({
      'DELETE /api/admin/review-criteria/4/answers/8': {
        status: 409,
        body: { message: 'No se puede eliminar una respuesta de reseña vinculada a un criterio' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AnswersEditor criterion={CRITERION} />, admin);

    await user.click(screen.getByRole('button', { name: 'Eliminar la respuesta Mala' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText('No se puede eliminar una respuesta de reseña vinculada a un criterio'),
    ).toBeTruthy();
  });

  it('removes a reference picture only once the dialog is confirmed', async () => {
    const fetchMock = stubApi({
      'DELETE /api/admin/review-criteria/4/images/11': { body: { ...CRITERION, images: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CriterionImages criterion={CRITERION} canEdit />, admin);

    await user.click(screen.getByRole('button', { name: 'Quitar la imagen 1 de Calidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar imagen' });
    expect(
      within(dialog).getByText(
        '¿Quitar la imagen 1 de Calidad? Para recuperarla tendrás que volver a subirla.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/review-criteria/4/images/11')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Quitar la imagen' }));
    expect(await screen.findByText('Imagen quitada')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/review-criteria/4/images/11')).toHaveLength(1);
  });

  it('says so when the picture chosen is one the criterion already has', async () => {
    // The server keeps one copy of the same bytes and answers with the criterion as it was.
    stubApi({ 'POST /api/admin/review-criteria/4/images': { body: CRITERION } });
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<CriterionImages criterion={CRITERION} canEdit />, admin);

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['calidad'], 'calidad.png', { type: 'image/png' }));

    expect(await screen.findByText('Calidad ya tiene esa imagen.')).toBeTruthy();
    expect(screen.queryByText('Imagen guardada')).toBeNull();
  });
});
