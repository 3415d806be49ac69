import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';

/**
 * Mantine clips a badge's label with an ellipsis, which lets a narrow table column squeeze "+150 %" to "+15…"; a
 * change is only worth showing whole.
 */
const WHOLE = { label: { overflow: 'visible' } } as const;

/** How a figure moved from the previous period: a percentage up or down, "new" from nothing, nothing for nothing. */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  if (current === previous) {
    return (
      <Badge variant="light" color="gray" styles={WHOLE} aria-label={t('change.same_label')}>
        {t('change.same')}
      </Badge>
    );
  }
  if (previous === 0) {
    return (
      <Badge variant="light" color="teal" styles={WHOLE} aria-label={t('change.new_label')}>
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
      styles={WHOLE}
      aria-label={t(ratio > 0 ? 'change.up_label' : 'change.down_label', { value })}
    >
      {value}
    </Badge>
  );
}
