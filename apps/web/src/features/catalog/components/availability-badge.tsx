import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Out of stock" at zero, "only a few left" at or below the low-availability threshold; nothing otherwise. */
export function AvailabilityBadge({
  availability,
  low,
  size = 'sm',
}: {
  availability: number | null;
  low: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('catalog');
  if (availability === 0) {
    return (
      <Badge color="gray" variant="filled" size={size}>
        {t('availability.out_of_stock')}
      </Badge>
    );
  }
  if (low) {
    return (
      <Badge color="orange" variant="light" size={size}>
        {t('availability.low')}
      </Badge>
    );
  }
  return null;
}
