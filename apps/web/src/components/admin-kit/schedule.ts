import type { SchedulePeriod } from '@shop/contracts';

/** A day's next period starts an hour after its last one closes (or at 09:00), a guess staff then adjust. */
export function nextPeriod(schedule: readonly SchedulePeriod[], weekday: number): SchedulePeriod {
  const last = schedule.filter((period) => period.weekday === weekday).at(-1);
  if (!last) return { weekday, opens: '09:00', closes: '13:00' };
  const hour = Math.min(Number(last.closes.slice(0, 2)) + 1, 22);
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { weekday, opens: pad(hour), closes: pad(Math.min(hour + 3, 23)) };
}

/** Where a new period of `weekday` goes so that the list stays sorted by weekday: after that day's last one. */
export function insertionIndex(schedule: readonly SchedulePeriod[], weekday: number): number {
  const after = schedule.findIndex((period) => period.weekday > weekday);
  return after === -1 ? schedule.length : after;
}
