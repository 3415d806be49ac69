import type { Locale } from '@shop/contracts';
import { formatDate } from '../../../lib/format';

/** A post's publication day (YYYY-MM-DD): read as a calendar day, the same on the server and in any time zone. */
export const postDate = (day: string, locale: Locale) =>
  formatDate(`${day}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' });
