import { DEFAULT_LOCALE, DEFAULT_PAY_FORMS, type Locale } from '@shop/contracts';
import { translate } from '../../lib/messages';

/**
 * A pay form's name and instructions as `locale` reads them (decision 087): while they are still the words a fresh shop
 * starts with (`DEFAULT_PAY_FORMS`), in the reader's language; once staff have written their own, as written. The
 * three forms are fixed and their first words are the shop's, so "still the shop's" is "still those words". Their
 * names are the ones the accounting report gives them (`report_pay_form_<code>`).
 */
export function readPayForm<T extends { code: string; name: string; instructions: string }>(
  form: T,
  locale: Locale,
): T {
  const first = DEFAULT_PAY_FORMS.find((shop) => shop.code === form.code);
  if (!first || locale === DEFAULT_LOCALE) return form;
  return {
    ...form,
    name: form.name === first.name ? translate(`report_pay_form_${first.code}`, locale) : form.name,
    instructions:
      form.instructions === first.instructions
        ? translate(`pay_form_instructions_${first.code}`, locale)
        : form.instructions,
  };
}
