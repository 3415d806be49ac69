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
 * A paste with letters in it ("1e3", "12 kg") is refused whole, with a word, rather than read as its digits. Leaving
 * the field changes nothing of what it shows: "1,000" stays "1,000", which a whole-number field refuses as no whole
 * number and a money field as a third decimal (decision 078), where Mantine would have shown and sent 1.
 *
 * The thousands separator typed is read as the decimal one until the next separator says otherwise; the field groups
 * thousands by itself, so no one needs to type them. In es-ES a point typed is the decimal comma, as a numeric keypad's
 * decimal key and Spanish spreadsheets read it: "12.50" is twelve and a half, never 1.250 (a price a hundred times
 * over, taken without a word); a point followed by three digits and then a comma or another point was grouping
 * thousands, so "1.234,5" and "1.234.567" read as Spanish writes them (decision 051). In en-US a comma typed is the
 * decimal point, as Spanish habits write it: "1,08" is one and eight hundredths, never 108; a comma followed by three
 * digits and then a separator or the field's end grouped thousands, so "1,234" and "1,234.5" read as English writes
 * them (decision 058). A pasted "12.50" (es-ES) or "1,08" (en-US) is read so; one grouped as the language groups
 * thousands ("1.250", "1,250.50") keeps its thousands.
 */
export function LocaleNumberInput({
  allowDecimal,
  allowNegative: _asked,
  onPaste,
  onKeyDown,
  onBlur,
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
  /** The decimal separator now in the field came from a typed thousands one, so it may yet turn out to group them. */
  const thousandsTyped = useRef(false);
  const groupTyped = () => setValue(String(value).replace('.', ''));
  return (
    <NumberInput
      decimalSeparator={decimal}
      allowedDecimalSeparators={[decimal, thousands]}
      thousandSeparator={thousands}
      clampBehavior="none"
      // Mantine's blur reads the text as a number and shows that: "1,000" typed in Spanish became 1 without a word,
      // a thousand units or dollars meant, one taken. The text stays as typed, for the schema to read (decision 078).
      trimLeadingZeroesOnBlur={false}
      inputMode={allowDecimal === false ? 'numeric' : 'decimal'}
      {...props}
      // The words live with the page's, not in the contracts' message table: this field is on the product page's
      // first load, where that whole table would weigh 3 kB.
      error={lettersPasted ? t('number_letters') : error}
      value={value}
      onKeyDown={(event) => {
        if (event.key === thousands || event.key === decimal) {
          const input = event.currentTarget;
          if (THREE_DECIMALS.test(String(value)) && input.selectionStart === input.value.length) {
            // Three decimals and now another separator: the first one grouped thousands ("1.234,5" in es-ES, and as
            // the other language writes them, "1,234.5" in es-ES and "1.234,5" in en-US, decision 065). It goes
            // before the key lands, and the key marks the decimals or the next group, as the field then reads it.
            flushSync(groupTyped);
          }
          thousandsTyped.current = event.key === thousands;
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        // A comma is never a keypad's decimal key: typed with three digits after it and nothing more, it grouped
        // thousands as English writes them ("1,234"). In es-ES a lone "1.234" stays a decimal (decision 051).
        if (thousands === ',' && thousandsTyped.current && THREE_DECIMALS.test(String(value))) groupTyped();
        thousandsTyped.current = false;
        onBlur?.(event);
      }}
      onPaste={(event) => {
        const text = event.clipboardData.getData('text');
        const refused = LETTER.test(text);
        setLettersPasted(refused);
        const pointed = refused
          ? undefined
          : (otherLanguageRead(text, decimal, thousands) ?? decimalRead(text, thousands));
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

/**
 * The field's number with three decimals and no leading zero: "1.234", as "1,234" reads once a point was typed after
 * the 1. "0,125" is never a thousands group.
 */
const THREE_DECIMALS = /^-?[1-9]\d*\.\d{3}$/;

/**
 * A pasted number whose one separator, the language's thousands one, can only be a decimal one: "12.50", "0.125" in
 * es-ES, "1,08", "0,125" in en-US; as the field's number text ("12.50", "1.08"). Undefined when the field reads it as
 * it is: no such separator, more than one, the decimal one too, or thousands grouped ("1.250", "1,250").
 */
function decimalRead(text: string, thousands: string): string | undefined {
  const [whole = '', decimals, ...more] = text.trim().split(thousands);
  if (decimals === undefined || more.length > 0 || !/^-?\d+$/.test(whole) || !/^\d+$/.test(decimals)) {
    return undefined;
  }
  if (/^-?[1-9]\d{0,2}$/.test(whole) && decimals.length === 3) return undefined;
  return `${whole}.${decimals}`;
}

const escaped = (separator: string) => (separator === '.' ? '\\.' : separator);

/**
 * A pasted number grouped and pointed as the other language writes it, its thousands grouped with this language's
 * decimal separator and its decimals after this language's thousands one: "1,234.5" or "1,234,567.8" pasted in
 * es-ES, "1.234,5" in en-US (decision 065); as the field's number text ("1234.5"). Undefined for anything else.
 */
function otherLanguageRead(text: string, decimal: string, thousands: string): string | undefined {
  const [d, th] = [escaped(decimal), escaped(thousands)];
  const trimmed = text.trim();
  if (!new RegExp(`^-?[1-9]\\d{0,2}(${d}\\d{3})+${th}\\d+$`).test(trimmed)) return undefined;
  return trimmed.split(decimal).join('').replace(thousands, '.');
}
