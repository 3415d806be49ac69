/** A measure added up over the days of a period. */
export function total<T>(days: T[], measure: (day: T) => number): number {
  return days.reduce((sum, day) => sum + measure(day), 0);
}
