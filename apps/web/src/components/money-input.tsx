import type { NumberInputProps } from '@mantine/core';
import { centsToUnits, unitsToCents } from '../lib/money-units';
import { LocaleNumberInput } from './locale-number-input';

/**
 * An amount typed in units with two decimals, in the user's language (`12,50` in es-ES). The form keeps what
 * Mantine gives (a number, or the text while it is incomplete) and sends it as integer cents with `unitsToCents`,
 * which never goes through a float. A third decimal is not cut off (Mantine's `decimalScale` would make a pasted
 * "0,125" 0,12): it stays as typed, and the schema refuses it (decision 048). Left, an amount reads as money:
 * "12,5" becomes "12,50".
 */
export function MoneyInput({ onBlur, ...props }: NumberInputProps) {
  return (
    <LocaleNumberInput
      {...props}
      onBlur={(event) => {
        const cents = props.value === undefined ? undefined : unitsToCents(props.value);
        if (cents !== undefined && Number.isInteger(cents)) props.onChange?.(centsToUnits(cents));
        onBlur?.(event);
      }}
    />
  );
}
