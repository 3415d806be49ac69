import { addDays, shopToday } from './calendar-date';

/**
 * The periods a report's filter offers and the dashboard's cards read, as days of the shop's calendar (Havana): one
 * definition for the back office's presets and the server's cards.
 */
export const PERIOD_PRESETS = ['today', 'yesterday', 'this_week', 'this_month', 'last_month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/** A preset as days of the shop's calendar (Havana), both included; weeks start on Monday. */
export function presetPeriod(preset: PeriodPreset, today: string = shopToday()): Period {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'this_week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: addDays(today, -weekday), to: today };
    }
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}
