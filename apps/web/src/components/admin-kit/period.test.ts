import { describe, expect, it } from 'vitest';
import { presetOf } from './period';

describe('report periods', () => {
  // Thursday 26 November 2026.
  const today = '2026-11-26';

  it('name the preset a period is, and none for a period of the user’s own', () => {
    expect(presetOf({ from: '2026-11-01', to: today }, today)).toBe('this_month');
    expect(presetOf({ from: '2026-11-02', to: today }, today)).toBeNull();
  });
});
