import type { Review } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { renderWithProviders, stubApi } from '../../../test/render';
import { ReviewImagesField } from './review-images-field';

const REVIEW: Review = {
  id: 5,
  product: { id: 2, name: 'Café Cubita molido 250 g', slug: 'cafe-cubita' },
  author: 'Lianet C.',
  text: 'Muy rico y bien tostado.',
  rating: 5,
  answers: [],
  images: [{ id: 9, url: '/uploads/reviews/taza.webp' }],
  status: 'pending',
  reason_of_rejection: null,
  verified: true,
  reply: null,
  created_at: '2026-11-30T10:00:00Z',
  updated_at: '2026-11-30T10:00:00Z',
};

// The shopper's photo is on their phone, not here: a misclick on its trash icon must not lose it.
describe("a review's photos", { timeout: 20_000 }, () => {
  it('removes a photo only once the dialog is confirmed', async () => {
    const fetchMock = stubApi({
      'DELETE /api/products/cafe-cubita/review/images/9': { body: { ...REVIEW, images: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewImagesField review={REVIEW} slug="cafe-cubita" max={3} />);

    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar foto' });
    expect(
      within(dialog).getByText(
        '¿Quitar la foto 1 de tu reseña? Para recuperarla tendrás que volver a añadirla.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/products/cafe-cubita/review/images/9')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar la foto' }),
    );
    expect(await screen.findByText('Foto quitada')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/products/cafe-cubita/review/images/9')).toHaveLength(1);
  });

  it('says so when the photo chosen is already in the review', async () => {
    // The server keeps one copy of the same bytes and answers with the review as it was.
    const fetchMock = stubApi({ 'POST /api/products/cafe-cubita/review/images': { body: REVIEW } });
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(
      <ReviewImagesField review={REVIEW} slug="cafe-cubita" max={3} />,
    );

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['taza'], 'taza.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('Esa foto ya está en tu reseña.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/products/cafe-cubita/review/images')).toHaveLength(1);
  });
});
