import type { ShippingOptionsReply, StorefrontCoin } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { storefrontCoinsQuery } from '../../../lib/coin';
import { useLocale } from '../../../lib/i18n';
import { listFormat } from '../../../lib/intl';
import { shippingOptionsQuery } from '../../../lib/shipping-options';

/**
 * How orders reach a shopper, as the checkout offers them. Besides "both" (the words' plain key), it is the context
 * of the words that say so: `hero.subtitle_home` is the subtitle of a shop that only delivers home.
 */
export type DeliveryWays = 'both' | 'home' | 'pickup' | 'none';

/** As the checkout offers them: the server offers pickup only while some point of sale takes pickups. */
export function deliveryWays(
  options: Pick<ShippingOptionsReply, 'home_delivery' | 'local_pickup'>,
): DeliveryWays {
  if (options.home_delivery && options.local_pickup) return 'both';
  if (options.home_delivery) return 'home';
  return options.local_pickup ? 'pickup' : 'none';
}

/** The words' context for `ways`: none for both, whose words are the plain keys. */
export const wordsFor = (ways: DeliveryWays) => (ways === 'both' ? undefined : ways);

export interface ShopOffer {
  delivery: DeliveryWays;
  /** The coins a shopper can pay in, as a choice: "USD o MLC". */
  anyCoin: string;
  /** The same coins together: "USD y MLC". */
  everyCoin: string;
  /** The coin prices are kept in, and the others they are also shown in ("" when it is the only one). */
  base: string;
  others: string;
}

/**
 * What the front says the shop does, read from what it does: the coins it sells in today (a coin without a rate in
 * force is not offered) and the ways its checkout delivers. The words said "USD or MLC" and "home or pickup"
 * whatever the settings, which a shop selling in USD alone, or handing orders over only at its counters, contradicted.
 * Undefined until both are known: the front claims nothing rather than something the shop may not do.
 */
export function useShopOffer(): ShopOffer | undefined {
  const locale = useLocale();
  const coins = useQuery(storefrontCoinsQuery).data?.coins;
  const options = useQuery(shippingOptionsQuery).data;
  if (!coins?.length || !options) return undefined;
  const names = (list: readonly StorefrontCoin[], type: Intl.ListFormatType) =>
    listFormat(locale, { type }).format(list.map((coin) => coin.short_name));
  const base = coins.find((coin) => coin.is_base) ?? coins[0];
  return {
    delivery: deliveryWays(options),
    anyCoin: names(coins, 'disjunction'),
    everyCoin: names(coins, 'conjunction'),
    base: base?.short_name ?? '',
    others: names(
      coins.filter((coin) => coin !== base),
      'conjunction',
    ),
  };
}
