import '@mantine/dates/styles.layer.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import type { Locale } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';

/** How each language reads a clock: Spanish on 24 hours, English on 12 with its AM and PM. */
const FORMAT: Record<Locale, TimePickerProps['format']> = { 'es-ES': '24h', 'en-US': '12h' };

export interface TimeFieldProps
  extends Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'withSeconds' | 'aria-label'> {
  /** The time as the API writes it (`HH:MM`, 24 hours), or '' for none. */
  value?: string;
  onChange: (value: string) => void;
  /** What the time is of, for a field without a visible label ("Martes, horario 1: abre"). */
  'aria-label': string;
}

/**
 * A time typed as the page's language reads a clock, whatever the browser's own language: a native time field
 * follows the browser's, so a Spanish screen on an English browser read "09:00 AM" (decision 052). The value stays
 * the API's `HH:MM` on 24 hours ('' until both the hours and the minutes are typed).
 */
export function TimeField({ value = '', onChange, 'aria-label': label, ...props }: TimeFieldProps) {
  const { t } = useTranslation('admin-shell');
  const locale = useLocale();
  return (
    <TimePicker
      {...props}
      format={FORMAT[locale]}
      value={value}
      onChange={onChange}
      hoursInputLabel={t('kit.time.hours', { field: label })}
      minutesInputLabel={t('kit.time.minutes', { field: label })}
      amPmInputLabel={t('kit.time.am_pm', { field: label })}
    />
  );
}
