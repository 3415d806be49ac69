import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MapPicker } from './map-picker';

describe('the map picker', () => {
  it("reads and shows the coordinates as the shopper's language writes numbers, without correcting them", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <MapPicker label="Ubicación" value={{ latitude: 23.1136, longitude: -82.3666 }} onChange={onChange} />,
    );
    const latitude = screen.getByRole('textbox', { name: 'Latitud' }) as HTMLInputElement;
    expect(latitude.value).toBe('23,1136');
    const user = userEvent.setup({ delay: null });
    await user.clear(latitude);
    await user.type(latitude, '23,15');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 23.15, longitude: -82.3666 });
    // Out of range is the checkout's to refuse, with its reason; the field keeps what was typed.
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 95, longitude: -82.3666 });
  });

  it("names its zoom buttons in the page's language", () => {
    renderWithProviders(<MapPicker label="Ubicación" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });
});
