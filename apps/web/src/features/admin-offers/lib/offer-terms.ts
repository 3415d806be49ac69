import type { Locale, Offer } from '@shop/contracts';
import { formatMoney } from '../../../lib/format';

/** "20 %", "1,50 $ menos" or "a 15,00 $": what the offer takes off, in the user's language (base coin, USD). */
export function offerTerms(
  offer: Pick<Offer, 'kind' | 'value'>,
  locale: Locale,
  t: (key: string, options: Record<string, string>) => string,
): string {
  if (offer.kind === 'percentage') return t('terms.percentage', { value: String(offer.value) });
  return t(`terms.${offer.kind}`, { value: formatMoney(offer.value, 'USD', locale) });
}
