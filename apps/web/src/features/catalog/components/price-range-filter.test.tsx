import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PriceRangeFilter } from './price-range-filter';

const usd = { short_name: 'USD' } as Parameters<typeof PriceRangeFilter>[0]['coin'];

describe('PriceRangeFilter', () => {
  it('shows the bounds of the address as Spanish writes them and reads "12,5" as twelve and a half', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PriceRangeFilter min={1050} max={undefined} coin={usd} onApply={onApply} />);
    const low = screen.getByRole('textbox', { name: /mínimo/i }) as HTMLInputElement;
    expect(low.value).toBe('10,50');

    await userEvent.type(screen.getByRole('textbox', { name: /máximo/i }), '12,5');
    await userEvent.click(screen.getByRole('button', { name: /aplicar/i }));
    expect(onApply).toHaveBeenCalledWith({ min_price: 1050, max_price: 1250 });
  });

  it('refuses an amount it cannot read, in words, and applies nothing', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PriceRangeFilter min={undefined} max={undefined} coin={usd} onApply={onApply} />);
    await userEvent.type(screen.getByRole('textbox', { name: /mínimo/i }), '1e3');
    await userEvent.click(screen.getByRole('button', { name: /aplicar/i }));
    expect(screen.getByRole('alert').textContent).toBe('Escribe importes como 10 o 10,50.');
    expect(onApply).not.toHaveBeenCalled();
  });
});
