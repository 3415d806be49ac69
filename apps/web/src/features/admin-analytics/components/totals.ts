/** A measure added up over the days of a period. */
export function total<T>(days: T[], measure: (day: T) => number): number {
  return days.reduce((sum, day) => sum + measure(day), 0);
}

/** A day of the shop's calendar as a chart's axis and a data table read it: 24/11. */
export const shortDay = (day: string) => day.slice(5).split('-').reverse().join('/');
