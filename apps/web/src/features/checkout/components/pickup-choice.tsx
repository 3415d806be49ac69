import { Radio, Stack, Text } from '@mantine/core';
import type { Locale } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatRanges, weekdayName } from '../../../lib/business-hours';
import { useLocale } from '../../../lib/i18n';
import { readablePhone } from '../../../lib/readable-phone';
import { ChoiceCard } from './choice-card';

export interface PickupOption {
  id: number;
  name: string;
  address: string;
  phones: readonly string[];
  schedule: ReadonlyArray<{ weekday: number; opens: string; closes: string }>;
}

/**
 * "mar 9:00-13:00 y 14:00-17:30 · sáb 9:00-14:00": a point's week, in the shopper's language, each day's ranges as the
 * footer writes the shop's (`formatRanges`); a day's name kept with its first range (a no-break space).
 */
function weekOf(schedule: PickupOption['schedule'], locale: Locale) {
  const name = (weekday: number) => weekdayName(weekday, locale, 'short');
  const byDay = new Map<number, [string, string][]>();
  for (const period of [...schedule].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens)))
    byDay.set(period.weekday, [...(byDay.get(period.weekday) ?? []), [period.opens, period.closes]]);
  return [...byDay]
    .map(([weekday, ranges]) => `${name(weekday)}\u00a0${formatRanges(ranges, locale)}`)
    .join(' · ');
}

/** The points of sale that take pickups, with their address, phones and opening hours. */
export function PickupChoice({
  points,
  value,
  onChange,
  error,
}: {
  points: readonly PickupOption[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  if (!points.length)
    return (
      <Text c="dimmed" size="sm">
        {t('pickup.none')}
      </Text>
    );
  return (
    <Radio.Group
      value={value === null ? '' : String(value)}
      onChange={(id) => onChange(Number(id))}
      aria-label={t('pickup.title')}
      error={error}
    >
      <Stack gap="sm">
        {points.map((point) => (
          <ChoiceCard
            key={point.id}
            value={String(point.id)}
            label={point.name}
            description={
              <>
                {point.address}
                {point.phones.length ? ` · ${point.phones.map(readablePhone).join(', ')}` : ''}
                <br />
                {weekOf(point.schedule, locale)}
              </>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
