import type { Locale } from '@shop/contracts';

const unit = (locale: Locale, value: number, name: 'second' | 'minute' | 'hour') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

/**
 * How long to wait before trying again, as a person says it: "45 segundos", "15 minutos", "1 hora y 5 minutos".
 * Past the first minute it is rounded up to the minute, so that the wait is never told shorter than it is.
 */
export function waitText(seconds: number, locale: Locale): string {
  if (seconds < 60) return unit(locale, Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(locale, minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return unit(locale, hours, 'hour');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format([
    unit(locale, hours, 'hour'),
    unit(locale, rest, 'minute'),
  ]);
}
