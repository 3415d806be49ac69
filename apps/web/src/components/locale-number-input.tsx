import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { numberSeparators } from '../lib/format';
import { useLocale } from '../lib/i18n';

/** Any letter: Mantine's field would drop it and keep the digits around it ("1e3" would be 13). */
const LETTER = /\p{L}/u;

/**
 * A number typed as the user's language writes it: in es-ES `12,50` is twelve and a half and `1.234,5` is one
 * thousand two hundred thirty-four and a half; in en-US `12.50` and `1,234.5`. Shown back in the same format.
 * Nothing is clamped, rounded or made positive behind the user's back: a value out of range stays as typed, and the
 * form's schema says what is wrong with it. So `allowDecimal={false}` and `allowNegative={false}` say what the field
 * asks for (a phone shows its numeric keypad) without stripping what is typed: Mantine's own would read a pasted
 * "2,5" as 25 and "-3" as 3; here they stay two and a half and minus three, for the schema to refuse.
 * A paste with letters in it ("1e3", "12 kg") is refused whole, with a word, rather than read as its digits.
 *
 * Where the thousands separator is a point (es-ES), a point typed is read as the decimal comma, as a numeric keypad's
 * decimal key and Spanish spreadsheets read it: "12.50" is twelve and a half, never 1.250 (a price a hundred times
 * over, taken without a word). Until the next separator says otherwise: a point followed by three digits and then
 * a comma or another point was grouping thousands, so "1.234,5" and "1.234.567" read as Spanish writes them
 * (decision 051). A pasted "12.50" is twelve and a half; "1.250" or "1.250,50", grouped, keep their thousands.
 */
export function LocaleNumberInput({
  allowDecimal,
  allowNegative: _asked,
  onPaste,
  onKeyDown,
  onChange,
  value: given,
  defaultValue,
  error,
  ...props
}: NumberInputProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { decimal, thousands } = numberSeparators(locale);
  const [lettersPasted, setLettersPasted] = useState(false);
  // Held here, as Mantine holds it, so that a point read again as thousands shows whether or not a form holds it.
  const [value, setValue] = useUncontrolled<number | string>({
    value: given,
    defaultValue,
    finalValue: '',
    onChange,
  });
  /** The decimal comma now in the field came from a typed point, so it may yet turn out to group thousands. */
  const pointTyped = useRef(false);
  return (
    <NumberInput
      decimalSeparator={decimal}
      allowedDecimalSeparators={thousands === '.' ? [decimal, '.'] : [decimal]}
      thousandSeparator={thousands}
      clampBehavior="none"
      inputMode={allowDecimal === false ? 'numeric' : 'decimal'}
      {...props}
      // The words live with the page's, not in the contracts' message table: this field is on the product page's
      // first load, where that whole table would weigh 3 kB.
      error={lettersPasted ? t('number_letters') : error}
      value={value}
      onKeyDown={(event) => {
        if (thousands === '.' && (event.key === '.' || event.key === decimal)) {
          const input = event.currentTarget;
          const grouped = pointTyped.current && THREE_DECIMALS.test(String(value));
          if (grouped && input.selectionStart === input.value.length) {
            // "1,234" and now a separator: the point was a thousands one ("1.234" before the key lands), and the
            // key marks the decimals, as the field then reads it.
            flushSync(() => setValue(String(value).replace('.', '')));
          }
          pointTyped.current = event.key === '.';
        }
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        const text = event.clipboardData.getData('text');
        const refused = LETTER.test(text);
        setLettersPasted(refused);
        const pointed = !refused && thousands === '.' ? decimalPoint(text) : undefined;
        if (refused || pointed !== undefined) event.preventDefault();
        if (pointed !== undefined) setValue(pointed);
        onPaste?.(event);
      }}
      onChange={(next) => {
        setLettersPasted(false);
        setValue(next);
      }}
    />
  );
}

/** The field's number with three decimals: "1.234", as "1,234" reads once a point was typed after the 1. */
const THREE_DECIMALS = /^-?\d+\.\d{3}$/;

/** Thousands grouped as es-ES groups them: "1.250", "12.345.678" (a first group of 1 to 3 digits, then threes). */
const GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * A pasted number whose point can only be a decimal point ("12.50", "0.125", "3.5"), as the field's number text
 * ("12.50"); undefined when the field reads it as it is (no point, a comma in it, or thousands grouped).
 */
function decimalPoint(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+\.\d+$/.test(trimmed) || GROUPED.test(trimmed)) return undefined;
  return trimmed;
}
