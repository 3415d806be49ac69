import { type AnalyticsPeriods, addDays, analyticsPeriods, dayBounds } from '@shop/contracts';

export const periodsOf = analyticsPeriods;

/** A period as instants, [its first day's midnight, the midnight after its last day), as `hour` is kept. */
export function instantsOf(period: { from: string; to: string }): { start: string; end: string } {
  return { start: dayBounds(period.from).start.toISOString(), end: dayBounds(period.to).end.toISOString() };
}

/** Every day of a period, in order: a day without a single event still has its place in a chart. */
export function daysOf(period: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Both periods at once, as instants ([start, end)): one query reads them, and the rows are split by day. */
export function spanOf(periods: AnalyticsPeriods): { start: string; end: string } {
  return instantsOf({ from: periods.previous.from, to: periods.current.to });
}

/** One value per day of each period, zero where nothing happened. */
export function perDay<T>(
  periods: AnalyticsPeriods,
  figuresOf: (day: string) => T,
): { current: T[]; previous: T[] } {
  return {
    current: daysOf(periods.current).map(figuresOf),
    previous: daysOf(periods.previous).map(figuresOf),
  };
}
