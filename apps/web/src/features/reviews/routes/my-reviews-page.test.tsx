import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { Component as MyReviewsPage } from './my-reviews-page';

const renderPage = () =>
  renderRoutes([{ path: '/Profile/Reviews', Component: MyReviewsPage }], { path: '/Profile/Reviews' });

describe('/Profile/Reviews', { timeout: 20_000 }, () => {
  it('offers what the shopper received and has not reviewed, each a link to its form', async () => {
    stubApi({
      'GET /api/user/reviews': {
        body: {
          data: [],
          to_write: [
            { id: 3, name: 'Arroz 5 kg', slug: 'arroz-5-kg', image_url: null },
            {
              id: 9,
              name: 'Café Serrano en grano 1 kg',
              slug: 'cafe-serrano',
              image_url: '/media/cafe.webp',
            },
          ],
        },
      },
    });
    renderPage();

    const toWrite = await screen.findByRole('region', { name: 'Por reseñar' });
    const links = within(toWrite).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Escribir una reseña de Arroz 5 kg', '/Products/Review/Write/arroz-5-kg'],
      ['Escribir una reseña de Café Serrano en grano 1 kg', '/Products/Review/Write/cafe-serrano'],
    ]);
    // Something to review is not "nothing written yet".
    expect(screen.queryByText('Aún no has escrito reseñas')).toBeNull();
  });

  it('says where reviews will come from when there is nothing to review nor written', async () => {
    stubApi({ 'GET /api/user/reviews': { body: { data: [], to_write: [] } } });
    renderPage();

    expect(await screen.findByText('Aún no has escrito reseñas')).toBeTruthy();
    expect(
      screen.getByText('Cuando recibas un pedido, sus productos aparecerán aquí para que los reseñes.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Por reseñar' })).toBeNull();
  });
});
