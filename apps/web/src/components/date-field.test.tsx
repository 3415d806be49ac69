import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { DateField } from './date-field';

describe('a day typed as the page writes it (decision 047)', () => {
  it('shows and reads 15/03/2026 in Spanish, whatever the browser speaks, and hands over 2026-03-15', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateField label="Desde" value="2026-11-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Desde' }) as HTMLInputElement;
    expect(field.value).toBe('01/11/2026');
    fireEvent.change(field, { target: { value: '15/3/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('reads month first in English', async () => {
    await i18n.changeLanguage('en-US');
    const onChange = vi.fn();
    renderWithProviders(<DateField label="From" value="2026-11-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(field.value).toBe('11/01/2026');
    fireEvent.change(field, { target: { value: '03/15/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    await i18n.changeLanguage('es-ES');
  });

  it('refuses what cannot be a day with what was typed, and keeps the day it held', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateField label="Fecha" value="2026-11-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Fecha' });
    fireEvent.change(field, { target: { value: '31/02/2026' } });
    fireEvent.blur(field);
    expect(screen.getByText('«31/02/2026» no es una fecha; escríbela como 28/11/2026')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
