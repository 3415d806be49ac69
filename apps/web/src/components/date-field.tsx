import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Locale } from '@shop/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';

dayjs.extend(customParseFormat);

/** How each language writes a day (first: as shown), and what else is read when typed; ISO is read too. */
const FORMATS: Record<Locale, readonly string[]> = {
  'es-ES': ['DD/MM/YYYY', 'D/M/YYYY', 'D/M/YY'],
  'en-US': ['MM/DD/YYYY', 'M/D/YYYY', 'M/D/YY'],
};
const DAYJS_LOCALE: Record<Locale, string> = { 'es-ES': 'es', 'en-US': 'en' };
const endOf = (day: string, unit: 'month' | 'year') => dayjs(day).endOf(unit).format('YYYY-MM-DD');

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'onChange' | 'defaultValue' | 'minDate' | 'maxDate' | 'min' | 'max'
  > {
  /** The day as the API writes it (`YYYY-MM-DD`), or '' (or nothing) for none. */
  value?: string | null;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/**
 * A calendar day typed or picked as the page's language writes it ("28/11/2026" in Spanish), whatever the browser's
 * own language; the value stays the API's `YYYY-MM-DD` ('' for none). A native date field follows the browser's
 * language instead, so a Spanish screen showed "11/01/2026" for the first of November (decision 047).
 */
export function DateField({ value, onChange, min, max, error, onBlur, ...props }: DateFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const formats = FORMATS[locale];
  // What was typed that cannot be a day ("31/02/2026"): said under the field, which goes back to the day it held.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  /** Whether the days from `first` to `last` (`YYYY-MM-DD`) all fall outside `min`–`max`. */
  const outside = (first: string, last: string) =>
    (min !== undefined && last < min) || (max !== undefined && first > max);
  const parse = (text: string) => {
    const day = dayjs(text.trim(), [...formats, 'YYYY-MM-DD'], true);
    return day.isValid() ? day.format('YYYY-MM-DD') : null;
  };
  return (
    <DateInput
      placeholder={t('date_placeholder')}
      clearable={!props.withAsterisk && !props.required}
      {...props}
      locale={DAYJS_LOCALE[locale]}
      valueFormat={formats[0]}
      value={value || null}
      onChange={(day) => {
        setUnreadable(null);
        onChange(day ?? '');
      }}
      dateParser={parse}
      // A day outside the range is greyed in the calendar (and a month or year wholly outside it) but read when typed,
      // for the form to say why it is refused (min and max on the input would drop it without a word).
      getDayProps={(day) => ({ disabled: outside(day, day) })}
      getMonthControlProps={(month) => ({ disabled: outside(month, endOf(month, 'month')) })}
      getYearControlProps={(year) => ({ disabled: outside(year, endOf(year, 'year')) })}
      error={
        error ??
        (unreadable === null
          ? undefined
          : t('date_unreadable', { typed: unreadable, example: dayjs('2026-11-28').format(formats[0]) }))
      }
      onBlur={(event) => {
        // Read before the field puts back the day it holds: a list keeps its filter, a form its day, as a report's
        // period does (admin-kit/period-filter.tsx).
        const text = event.currentTarget.value.trim();
        setUnreadable(text !== '' && parse(text) === null ? text : null);
        onBlur?.(event);
      }}
    />
  );
}
