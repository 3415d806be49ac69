import type { NumberInputProps } from '@mantine/core';
import { LocaleNumberInput } from './locale-number-input';

/**
 * An amount typed in units with two decimals, in the user's language (`12,50` in es-ES). The form keeps what
 * Mantine gives (a number, or the text while it is incomplete) and sends it as integer cents with `unitsToCents`,
 * which never goes through a float.
 */
export function MoneyInput(props: NumberInputProps) {
  return <LocaleNumberInput decimalScale={2} fixedDecimalScale {...props} />;
}
