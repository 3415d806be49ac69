import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/**
 * Until when a line holds its units (the cart item time-out): the time alone when it is today, as it nearly
 * always is, the date too otherwise.
 */
export function ReservedUntil({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  const time = sameDay(date, new Date())
    ? formatDate(date, locale, { dateStyle: undefined, timeStyle: 'short' })
    : formatDate(date, locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Text size="xs" c="dimmed">
      {t('line.reserved_until', { time })}
    </Text>
  );
}
