import type { NumberInputProps } from '@mantine/core';
import { validationMessage } from '@shop/contracts';
import { useLocale } from '../lib/i18n';
import { centsToUnits, unitsToCents } from '../lib/money-units';
import { LocaleNumberInput } from './locale-number-input';

/** More than two decimals: "0.125" as Mantine hands it over, or as typed. */
const TOO_PRECISE = /[.,]\d{3,}$/;

/**
 * An amount typed in units with two decimals, in the user's language (`12,50` in es-ES). The form keeps what
 * Mantine gives (a number, or the text while it is incomplete) and sends it as integer cents with `unitsToCents`,
 * which never goes through a float. A third decimal is not cut off (Mantine's `decimalScale` would make a pasted
 * "0,125" 0,12): it stays as typed, the schema refuses the amount it cannot read, and this field says why (decision
 * 048). Left, an amount reads as money: "12,5" becomes "12,50".
 */
export function MoneyInput({ onBlur, error, ...props }: NumberInputProps) {
  const locale = useLocale();
  const tooPrecise = error && props.value !== undefined && TOO_PRECISE.test(String(props.value));
  return (
    <LocaleNumberInput
      {...props}
      error={tooPrecise ? validationMessage('amount_decimals', locale) : error}
      onBlur={(event) => {
        const cents = props.value === undefined ? undefined : unitsToCents(props.value);
        if (cents !== undefined && Number.isInteger(cents)) props.onChange?.(centsToUnits(cents));
        onBlur?.(event);
      }}
    />
  );
}
