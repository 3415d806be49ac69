import { describe, expect, it } from 'vitest';
import { presetPeriod } from './report-periods';

describe('report periods', () => {
  // Thursday 26 November 2026.
  const today = '2026-11-26';

  it('turn each preset into days of the shop’s calendar, weeks from Monday', () => {
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today });
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetPeriod('this_week', today)).toEqual({ from: '2026-11-23', to: today });
    expect(presetPeriod('this_month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetPeriod('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('last_month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('this_week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});
