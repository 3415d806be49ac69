import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as TestimonialsPage } from './testimonials-page';

const POSITION = /^Orden/;

const MARISOL = {
  id: 1,
  author: 'Marisol Fernández',
  detail: 'Desde Miami',
  text: 'Mi mamá tuvo el pedido al día siguiente.',
  position: 10,
  enabled: true,
  photo: null,
};

describe('testimonials in the back office', { timeout: 20_000 }, () => {
  it('lists them and edits one in a dialog', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/testimonials': { body: listReply([MARISOL]) },
      'PUT /api/admin/testimonials/1': { body: { ...MARISOL, enabled: false } },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/testimonials', Component: TestimonialsPage }], {
      path: '/admin/testimonials',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    const row = (await screen.findByText('Marisol Fernández')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Se muestra')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Subir la foto de Marisol Fernández' })).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Editar el testimonio de Marisol Fernández' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar testimonio' });
    await user.click(within(dialog).getByRole('switch', { name: 'Mostrar en la portada' }));
    // "1.000" is one with three decimals in Spanish (decision 078): refused in words, never sent as 1.
    const position = within(dialog).getByRole('textbox', { name: POSITION });
    await user.clear(position);
    await user.type(position, '1.000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe un número entero')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/testimonials/1')).toHaveLength(0);
    await user.clear(position);
    await user.type(position, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/testimonials/1')[0]?.body).toEqual({
        author: 'Marisol Fernández',
        detail: 'Desde Miami',
        text: 'Mi mamá tuvo el pedido al día siguiente.',
        position: 10,
        enabled: false,
      }),
    );
  });
});
