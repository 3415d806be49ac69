import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

export interface PickupOption {
  id: number;
  name: string;
  address: string;
  phones: readonly string[];
  schedule: ReadonlyArray<{ weekday: number; opens: string; closes: string }>;
}

/** "lun 09:00–13:00, 14:00–17:30 · sáb 09:00–14:00": a point's week, in the shopper's language. */
function weekOf(schedule: PickupOption['schedule'], locale: string) {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  // 2024-01-01 was a Monday: weekday 1.
  const name = (weekday: number) => day.format(new Date(Date.UTC(2024, 0, weekday, 12)));
  const byDay = new Map<number, string[]>();
  for (const period of [...schedule].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens)))
    byDay.set(period.weekday, [...(byDay.get(period.weekday) ?? []), `${period.opens}–${period.closes}`]);
  return [...byDay].map(([weekday, periods]) => `${name(weekday)} ${periods.join(', ')}`).join(' · ');
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
  const { t, i18n } = useTranslation('checkout');
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
                {point.phones.length ? ` · ${point.phones.join(', ')}` : ''}
                <br />
                {weekOf(point.schedule, i18n.language)}
              </>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
