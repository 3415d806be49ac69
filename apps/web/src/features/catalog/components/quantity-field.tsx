import type { Ref } from 'react';
import { QuantityInput } from '../../../components/quantity-input';
import { useProductWords } from '../lib/product-words';
import type { QuantityProblem, QuantityValue } from '../lib/quantity';

interface QuantityFieldProps {
  /** The fewest units this shopper may buy (`min_purchase`): 1 at retail, else the wholesale minimum. */
  min: number;
  /** Units that can be bought now; null when unlimited (services). */
  max: number | null;
  value: QuantityValue;
  onChange: (value: QuantityValue) => void;
  /** Why what is typed cannot be bought, once the shopper has been told (see `quantityProblem`). */
  problem: QuantityProblem | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * How many units, with the range under the field; what is out of range stays as typed, with the reason. A fraction or
 * a sign stays as typed (QuantityInput) and is refused: pasted "2,5" is never 25, "-3" never 3.
 */
export function QuantityField({ min, max, value, onChange, problem, ref }: QuantityFieldProps) {
  const { t } = useProductWords();
  const soldOut = max !== null && max < min;
  return (
    <QuantityInput
      ref={ref}
      label={t('quantity.label')}
      description={
        max === null
          ? t('quantity.min_only', { min })
          : soldOut
            ? undefined
            : t('quantity.range', { min, max })
      }
      error={
        soldOut && max > 0
          ? t('quantity.below_minimum', { min })
          : problem
            ? t(`quantity.${problem.key}`, problem)
            : undefined
      }
      value={value}
      onChange={onChange}
      min={min}
      max={max ?? undefined}
      // The reason above the box, so that the add button beside it stays level with the box.
      inputWrapperOrder={['label', 'description', 'error', 'input']}
      disabled={soldOut}
      w={160}
    />
  );
}
