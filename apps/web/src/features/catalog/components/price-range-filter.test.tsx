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

  it('refuses a highest price below the lowest rather than swapping them, and applies it once mended', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PriceRangeFilter min={undefined} max={undefined} coin={usd} onApply={onApply} />);
    const low = screen.getByRole('textbox', { name: /mínimo/i }) as HTMLInputElement;
    const high = screen.getByRole('textbox', { name: /máximo/i }) as HTMLInputElement;
    await userEvent.type(low, '50');
    await userEvent.type(high, '20');
    await userEvent.click(screen.getByRole('button', { name: /aplicar/i }));
    expect(screen.getByRole('alert').textContent).toBe('El precio máximo no puede ser menor que el mínimo.');
    expect([low.value, high.value]).toEqual(['50', '20']);
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.clear(high);
    await userEvent.type(high, '80');
    await userEvent.click(screen.getByRole('button', { name: /aplicar/i }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onApply).toHaveBeenCalledWith({ min_price: 5000, max_price: 8000 });
  });
});
