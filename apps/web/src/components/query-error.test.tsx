import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it('offers to try again after a failure that may pass: the connection, the server, a wait', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(503, { message: 'Servicio no disponible' }),
    ]) {
      const retry = vi.fn();
      const view = renderWithProviders(<QueryError error={error} retryLabel="Reintentar" onRetry={retry} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
      expect(retry).toHaveBeenCalledOnce();
      view.unmount();
    }
  });

  it('says what the server refused, without a retry that would be refused again', async () => {
    renderWithProviders(
      <QueryError
        error={new ApiError(422, { message: 'Hay campos vacíos o no válidos' })}
        retryLabel="Reintentar"
        onRetry={() => {}}
      />,
    );
    expect(await screen.findByText('Hay campos vacíos o no válidos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('says why each refused value was refused, once', async () => {
    renderWithProviders(
      <QueryError
        error={
          new ApiError(422, {
            message: 'Hay campos vacíos o no válidos',
            errors: {
              search: ['Contiene un carácter no permitido'],
              brand: ['Contiene un carácter no permitido'],
              page: ['Escribe un número entero'],
            },
          })
        }
        retryLabel="Reintentar"
        onRetry={() => {}}
      />,
    );
    expect(await screen.findByText('Hay campos vacíos o no válidos')).toBeTruthy();
    expect(screen.getAllByText('Contiene un carácter no permitido')).toHaveLength(1);
    expect(screen.getByText('Escribe un número entero')).toBeTruthy();
  });
});
