import type { ShoppingCard } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { renderWithProviders, sentBody, stubApi } from '../../../test/render';
import { PinForm } from './pin-form';

const CARD = { id: 7, has_pin: false } as ShoppingCard;

describe('setting a card PIN', { timeout: 20_000 }, () => {
  it('refuses a fifth digit instead of cutting it off and saving the first four', async () => {
    const fetchMock = stubApi({
      'PUT /api/shopping-cards/7/pin': { body: { message: 'PIN guardado', card: CARD } },
    });
    renderWithProviders(<PinForm card={CARD} />);
    const field = screen.getByLabelText(/PIN/);
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('12345');
    expect((field as HTMLInputElement).value).toBe('12345');
    await user.click(screen.getByRole('button', { name: /PIN/ }));
    expect(await screen.findByText('El PIN debe tener exactamente 4 dígitos')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/shopping-cards/7/pin')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '4821');
    await user.click(screen.getByRole('button', { name: /PIN/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/shopping-cards/7/pin')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT /api/shopping-cards/7/pin')).toEqual({ pin: '4821' });
  });
});
