import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { shownTime, typeTime } from '../../test/time-field';
import { TimeField } from './time-field';

describe('a time typed as the page reads a clock (decision 052)', () => {
  it('shows and reads 24 hours in Spanish, whatever the browser speaks, and hands over HH:MM', () => {
    const onChange = vi.fn();
    renderWithProviders(<TimeField aria-label="Abre" value="21:00" onChange={onChange} />);
    expect(shownTime('Abre')).toBe('21:00');
    expect(screen.queryByRole('combobox')).toBeNull();
    typeTime('Abre', '17:30');
    expect(onChange).toHaveBeenLastCalledWith('17:30');
  });

  it('shows 12 hours with AM and PM in English, and still hands over 24 hours', async () => {
    await i18n.changeLanguage('en-US');
    try {
      const onChange = vi.fn();
      renderWithProviders(<TimeField aria-label="Opens" value="21:00" onChange={onChange} />);
      const hours = screen.getByRole('spinbutton', { name: 'Opens (hours)' }) as HTMLInputElement;
      const minutes = screen.getByRole('spinbutton', { name: 'Opens (minutes)' }) as HTMLInputElement;
      const amPm = screen.getByRole('combobox', { name: 'Opens (AM or PM)' }) as HTMLSelectElement;
      expect([hours.value, minutes.value, amPm.value]).toEqual(['09', '00', 'PM']);
      fireEvent.change(minutes, { target: { value: '45' } });
      expect(onChange).toHaveBeenLastCalledWith('21:45');
      fireEvent.change(amPm, { target: { value: 'AM' } });
      expect(onChange).toHaveBeenLastCalledWith('09:45');
    } finally {
      await i18n.changeLanguage('es-ES');
    }
  });

  it('hands over nothing while a part is missing', () => {
    const onChange = vi.fn();
    renderWithProviders(<TimeField aria-label="Cierra" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cierra (horas)' }), { target: { value: '18' } });
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });
});
