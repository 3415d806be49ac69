import { Select } from '@mantine/core';
import {
  addDays,
  isCalendarDate,
  REPORT_RANGE_DAYS_MAX,
  shopToday,
  validationMessage,
} from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import { DateField } from '../date-field';
import { PERIOD_PRESETS, type Period, type PeriodPreset, presetOf, presetPeriod } from './period';

/** Why a period is not one, as the API would say it; null when it is one. */
function periodProblem(period: Period) {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'invalid' as const;
  if (period.to < period.from) return 'report_range_order' as const;
  if (addDays(period.from, REPORT_RANGE_DAYS_MAX) <= period.to) return 'report_range_too_long' as const;
  return null;
}

/**
 * A report's period: a preset (today, yesterday, this week, this month, last month) or two days typed. A period the
 * user types is applied only when it is one; otherwise the field says why, and the report stays as it was.
 */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('admin-shell');
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>(value);
  // The preset chosen (at first the reports' own, this month) names the period even on a day two presets share: the
  // 1st of a month, this month is also today.
  const [chosen, setChosen] = useState<PeriodPreset | null>('this_month');
  const [error, setError] = useState<string | null>(null);
  const today = shopToday();
  const chosenPeriod = chosen && presetPeriod(chosen, today);
  const shown =
    chosenPeriod && chosenPeriod.from === period.from && chosenPeriod.to === period.to
      ? chosen
      : (presetOf(period, today) ?? 'custom');
  const choose = (next: Period) => {
    setPeriod(next);
    const problem = periodProblem(next);
    setError(problem && validationMessage(problem, locale));
    if (!problem) onChange(next);
  };
  return (
    <>
      <Select
        label={t('period.label')}
        data={[
          ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`period.presets.${preset}`) })),
          { value: 'custom', label: t('period.presets.custom'), disabled: true },
        ]}
        value={shown}
        onChange={(value) => {
          const preset = PERIOD_PRESETS.find((p) => p === value);
          if (!preset) return;
          setChosen(preset);
          choose(presetPeriod(preset));
        }}
        allowDeselect={false}
        w={190}
      />
      <DateField
        label={t('period.from')}
        value={period.from}
        onChange={(from) => {
          setChosen(null);
          choose({ ...period, from });
        }}
        clearable={false}
        w={170}
      />
      <DateField
        label={t('period.to')}
        value={period.to}
        onChange={(to) => {
          setChosen(null);
          choose({ ...period, to });
        }}
        clearable={false}
        error={error}
        w={170}
      />
    </>
  );
}
