import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';

function sameDay(a: Date, b: Date, timeZone: string) {
  const day = dateTimeFormat('en', { timeZone, dateStyle: 'short' });
  return day.format(a) === day.format(b);
}

/**
 * Until when a line holds its units (the cart item time-out): the time alone when it is today, as it nearly
 * always is, the date too otherwise. By the reader's clock once the page is alive; the server's HTML, which cannot
 * know the reader's zone, says it by the shop's (see useReaderTimeZone).
 */
export function ReservedUntil({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  const time = formatDate(date, locale, {
    dateStyle: sameDay(date, new Date(), timeZone) ? undefined : 'short',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <Text size="xs" c="dimmed">
      {t('line.reserved_until', { time })}
    </Text>
  );
}
