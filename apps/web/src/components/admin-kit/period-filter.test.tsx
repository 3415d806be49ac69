import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { presetPeriod } from './period';
import { PeriodFilter } from './period-filter';

afterEach(() => {
  vi.useRealTimers();
});

describe("a report's period", () => {
  it('reads "this month" on the 1st, when this month is also today, until today is chosen', async () => {
    // Noon in Havana on the 1st of December.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T17:00:00Z'));
    const onChange = vi.fn();
    renderWithProviders(<PeriodFilter value={presetPeriod('this_month')} onChange={onChange} />);
    const preset = screen.getByRole('combobox', { name: 'Periodo' });
    expect(preset).toHaveProperty('value', 'Este mes');

    await userEvent.setup({ delay: null }).click(preset);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('option', { name: 'Hoy' }));
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveProperty('value', 'Hoy');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-01', to: '2026-12-01' });
  });
});
