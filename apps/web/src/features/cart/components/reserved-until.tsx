import { Text } from '@mantine/core';
import { SHOP_TIME_ZONE } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

const shopDay = new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });

function sameDay(a: Date, b: Date) {
  return shopDay.format(a) === shopDay.format(b);
}

/**
 * Until when a line holds its units (the cart item time-out): the time alone when it is today, as it nearly
 * always is, the date too otherwise. By the shop's clock, not the reader's: the server renders the cart and the
 * browser must find the same words.
 */
export function ReservedUntil({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  const time = sameDay(date, new Date())
    ? formatDate(date, locale, { dateStyle: undefined, timeStyle: 'short', timeZone: SHOP_TIME_ZONE })
    : formatDate(date, locale, { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  return (
    <Text size="xs" c="dimmed">
      {t('line.reserved_until', { time })}
    </Text>
  );
}
