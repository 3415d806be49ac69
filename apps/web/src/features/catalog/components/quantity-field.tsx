import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuantityValue } from '../lib/quantity';

interface QuantityFieldProps {
  /** The product's minimum for the price shown: its wholesale minimum, or 1 at retail. */
  min: number;
  /** Units that can be bought now; null when unlimited (services). */
  max: number | null;
  value: QuantityValue;
  onChange: (value: QuantityValue) => void;
}

/** How many units: never below the minimum nor above what is available (see `useQuantity`). */
export function QuantityField({ min, max, value, onChange }: QuantityFieldProps) {
  const { t } = useTranslation('catalog');
  const soldOut = max !== null && max < min;
  return (
    <NumberInput
      label={t('quantity.label')}
      description={
        max === null
          ? t('quantity.min_only', { min })
          : soldOut
            ? undefined
            : t('quantity.range', { min, max })
      }
      error={soldOut && max > 0 ? t('quantity.below_minimum', { min }) : undefined}
      value={value}
      onChange={onChange}
      min={min}
      max={max ?? undefined}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      disabled={soldOut}
      w={160}
    />
  );
}
