import { numberFormat } from '../../lib/intl';

/** Steps an axis may take, times a power of ten: 0, 500, 1,000… rather than the chart's own 0, 650, 1.3K. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/** At most this many steps between zero and the largest value, as the charts had. */
const MAX_STEPS = 4;

/**
 * The value axis of a chart, from zero (or the lowest value, below zero) to a round top, with round ticks. The
 * chart's own ticks split the range in four, so a top of 2,535 gave 1,950, labelled "2K" in its short notation: a
 * label that said something else than the line at its height. Round ticks read exactly in that notation, with as
 * many decimals as the step has (a tick at 0.25 read "0.3"). A measure that counts things (`whole`) steps by whole
 * numbers: one new account in a month drew ticks at 0.3 and 0.8 accounts.
 */
export function valueAxis(values: readonly number[], locale: string, { whole = false } = {}) {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  // Rounding both ends out may add a step: then the next round step.
  let step = roundStep((high - low) / MAX_STEPS, whole);
  while (Math.ceil(high / step) - Math.floor(low / step) > MAX_STEPS) step = roundStep(step * 1.01, whole);
  const bottom = Math.floor(low / step) * step;
  const top = Math.max(Math.ceil(high / step) * step, bottom + step);
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  const decimals = String(step).split('.')[1]?.length ?? 0;
  const short = numberFormat(locale, { notation: 'compact', maximumFractionDigits: Math.max(1, decimals) });
  return {
    domain: [bottom, top] as [number, number],
    ticks,
    tickFormatter: (value: number) => short.format(value),
    width: 48,
  };
}

/**
 * The smallest round step (1, 2, 2.5 or 5 times a power of ten) at least `rough`, a whole one when `whole`; 1 for
 * nothing to show.
 */
function roundStep(rough: number, whole: boolean): number {
  if (!(rough > 0) || (whole && rough <= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const found =
    ROUND_STEPS.find(
      (step) => step * power >= rough * (1 - 1e-9) && (!whole || Number.isInteger(step * power)),
    ) ?? 10;
  // 2.5 × 10⁻⁶ is 0.0000024999999999999998 in floating point: the step is the round number it stands for.
  return Number((found * power).toPrecision(12));
}
