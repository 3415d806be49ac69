import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
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
 */
export function LocaleNumberInput({
  allowDecimal,
  allowNegative: _asked,
  onPaste,
  onChange,
  error,
  ...props
}: NumberInputProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { decimal, thousands } = numberSeparators(locale);
  const [lettersPasted, setLettersPasted] = useState(false);
  return (
    <NumberInput
      decimalSeparator={decimal}
      allowedDecimalSeparators={[decimal]}
      thousandSeparator={thousands}
      clampBehavior="none"
      inputMode={allowDecimal === false ? 'numeric' : 'decimal'}
      {...props}
      // The words live with the page's, not in the contracts' message table: this field is on the product page's
      // first load, where that whole table would weigh 3 kB.
      error={lettersPasted ? t('number_letters') : error}
      onPaste={(event) => {
        const refused = LETTER.test(event.clipboardData.getData('text'));
        setLettersPasted(refused);
        if (refused) event.preventDefault();
        onPaste?.(event);
      }}
      onChange={(value) => {
        setLettersPasted(false);
        onChange?.(value);
      }}
    />
  );
}
