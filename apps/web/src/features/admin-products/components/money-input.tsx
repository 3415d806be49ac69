import { NumberInput, type NumberInputProps } from '@mantine/core';
import { PRICE_MAX } from '@shop/contracts';

/** An amount typed in units with two decimals; the form sends it as integer cents. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      max={PRICE_MAX / 100}
      decimalScale={2}
      allowNegative={false}
      inputMode="decimal"
      {...props}
    />
  );
}
