import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capitalize, formatRanges, groupHours, weekdayName } from '../lib/business-hours';
import { useLocale } from '../lib/i18n';
import { useStoreIdentity } from '../lib/store-identity';

/** The store's business hours as staff set them (ScheduleStore), weekday names in the user's language. */
export function BusinessHours({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const groups = groupHours(useStoreIdentity().hours);
  return (
    <List size={size} spacing={2} listStyleType="none" aria-label={t('hours.title')}>
      {groups.map(({ firstDay, lastDay, ranges }) => {
        const days =
          firstDay === lastDay
            ? weekdayName(firstDay, locale)
            : t('hours.day_range', { from: weekdayName(firstDay, locale), to: weekdayName(lastDay, locale) });
        const label = capitalize(days, locale);
        return (
          <List.Item key={firstDay}>
            <Text span inherit fw={500}>
              {label}:
            </Text>{' '}
            {formatRanges(ranges, locale)}
          </List.Item>
        );
      })}
    </List>
  );
}
