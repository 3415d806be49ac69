import { PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod, shopToday } from '@shop/contracts';

export { PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod };

/** The preset a period is, if any: the filter shows it chosen. */
export function presetOf(period: Period, today: string = shopToday()): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}
