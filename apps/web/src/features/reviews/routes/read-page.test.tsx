import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { Component as ReadPage } from './read-page';

describe('/Products/Review/Read/{product}', { timeout: 20_000 }, () => {
  it('reads a page number the API would refuse as the first page, never as a failed page', async () => {
    const fetchMock = stubApi({
      'GET /api/products/cafe-molido/reviews': {
        body: {
          product: { id: 1, name: 'Café molido', slug: 'cafe-molido' },
          summary: { average: null, count: 0 },
          criteria: [],
          ...listReply([]),
        },
      },
    });
    renderRoutes([{ path: '/Products/Review/Read/:product', Component: ReadPage }], {
      path: '/Products/Review/Read/cafe-molido?page=999999999',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reseñas de clientes' })).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/products/cafe-molido/reviews').at(-1)?.url.searchParams.get('page'),
    ).toBe('1');
    expect(screen.queryByText('Hay campos vacíos o no válidos')).toBeNull();
  });
});
