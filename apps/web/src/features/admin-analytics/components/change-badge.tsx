import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';

/** How a figure moved from the previous period: a percentage up or down, "new" from nothing, nothing for nothing. */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  if (current === previous) {
    return (
      <Badge variant="light" color="gray" aria-label={t('change.same_label')}>
        {t('change.same')}
      </Badge>
    );
  }
  if (previous === 0) {
    return (
      <Badge variant="light" color="teal" aria-label={t('change.new_label')}>
        {t('change.new')}
      </Badge>
    );
  }
  const ratio = (current - previous) / previous;
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'always' });
  const value = percent.format(ratio);
  return (
    <Badge
      variant="light"
      color={ratio > 0 ? 'teal' : 'red'}
      aria-label={t(ratio > 0 ? 'change.up_label' : 'change.down_label', { value })}
    >
      {value}
    </Badge>
  );
}
