import { describe, expect, it } from 'vitest';
import { valueAxis } from './value-axis';

describe('a chart’s value axis', () => {
  it('climbs in round steps to a round top, so each label names the height it stands at', () => {
    const axis = valueAxis([120, 2535, 40], 'en-US');
    expect(axis.ticks).toEqual([0, 1000, 2000, 3000]);
    expect(axis.domain).toEqual([0, 3000]);
    expect(axis.ticks.map(axis.tickFormatter)).toEqual(['0', '1K', '2K', '3K']);
    expect(valueAxis([730, 12], 'en-US').ticks).toEqual([0, 200, 400, 600, 800]);
    expect(valueAxis([9.5], 'es-ES').ticks).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('reads its labels in the user’s language', () => {
    const axis = valueAxis([1500], 'es-ES');
    expect(axis.ticks).toEqual([0, 500, 1000, 1500]);
    expect(axis.ticks.map(axis.tickFormatter)).toEqual(['0', '500', '1\u00a0mil', '1,5\u00a0mil']);
  });

  it('labels a step below one with its decimals', () => {
    const axis = valueAxis([0.9], 'es-ES');
    expect(axis.ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axis.ticks.map(axis.tickFormatter)).toEqual(['0', '0,25', '0,5', '0,75', '1']);
    const tiny = valueAxis([0.00001], 'en-US');
    expect(tiny.ticks.map(tiny.tickFormatter)).toEqual([
      '0',
      '0.0000025',
      '0.000005',
      '0.0000075',
      '0.00001',
    ]);
  });

  it('steps by whole numbers for a measure that counts things', () => {
    expect(valueAxis([1], 'es-ES', { whole: true }).ticks).toEqual([0, 1]);
    expect(valueAxis([0], 'es-ES', { whole: true }).ticks).toEqual([0, 1]);
    expect(valueAxis([3], 'es-ES', { whole: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(valueAxis([9], 'es-ES', { whole: true }).ticks).toEqual([0, 5, 10]);
    expect(valueAxis([950], 'en-US', { whole: true }).ticks).toEqual([0, 250, 500, 750, 1000]);
  });

  it('goes below zero for a negative value, and still shows an axis when there is nothing', () => {
    expect(valueAxis([-300, 700], 'en-US').ticks).toEqual([-500, 0, 500, 1000]);
    expect(valueAxis([], 'en-US').ticks).toEqual([0, 1]);
    expect(valueAxis([0, 0], 'en-US').domain).toEqual([0, 1]);
  });
});
