import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { BackInStock } from './back-in-stock';

const render = (user: ReturnType<typeof testUser> | null = null) =>
  renderRoutes([{ path: '/Products/olla', element: <BackInStock slug="olla" /> }], {
    path: '/Products/olla',
    user,
  });

describe('tell me when it is back', { timeout: 20_000 }, () => {
  it("sends a signed-in shopper's e-mail and says it will write once", async () => {
    const fetchMock = stubApi({
      'POST /api/store/products/olla/notify': {
        status: 201,
        body: { message: 'Listo: te escribiremos una vez cuando vuelva a haber.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(testUser());

    expect((screen.getByRole('textbox', { name: 'Tu correo electrónico' }) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Avísame' }));
    expect((await screen.findByRole('status')).textContent).toContain('te escribiremos una vez');
    expect(callsTo(fetchMock, 'POST /api/store/products/olla/notify')[0]?.body).toEqual({
      email: 'ana@example.com',
    });
  });

  it("shows the server's refusal of the address beside it", async () => {
    stubApi({
      'POST /api/store/products/olla/notify': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { email: ['Correo electrónico no válido'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();

    await user.type(screen.getByRole('textbox', { name: 'Tu correo electrónico' }), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Avísame' }));
    await waitFor(() => expect(screen.getByText('Correo electrónico no válido')).toBeTruthy());
  });
});
