import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingWarehouse, IconCoin, IconGiftCard, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ShopOffer, useShopOffer, wordsFor } from '../lib/shop-offer';

// SPEC §1: what the shop offers; the coins and the delivery as the shop has them (lib/shop-offer.ts).
const FEATURES = [
  { key: 'retail_wholesale', icon: IconBuildingWarehouse, color: 'blue' },
  { key: 'currencies', icon: IconCoin, color: 'teal' },
  { key: 'delivery', icon: IconTruckDelivery, color: 'orange' },
  { key: 'shopping_cards', icon: IconGiftCard, color: 'grape' },
] as const;

type Feature = (typeof FEATURES)[number]['key'];

/** The words' options of a feature for this shop; null for a feature it does not offer. */
function wordsOf(key: Feature, offer: ShopOffer | undefined) {
  if (key === 'currencies')
    return offer
      ? {
          coins: offer.everyCoin,
          base: offer.base,
          others: offer.others,
          context: offer.others ? undefined : 'single',
        }
      : null;
  if (key === 'delivery')
    return offer && offer.delivery !== 'none' ? { context: wordsFor(offer.delivery) } : null;
  return {};
}

export function StoreFeatures() {
  const { t } = useTranslation('store');
  const offer = useShopOffer();
  const offered = FEATURES.flatMap((feature) => {
    const words = wordsOf(feature.key, offer);
    return words ? [{ ...feature, words }] : [];
  });
  return (
    <section aria-labelledby="store-features-title">
      <Text id="store-features-title" component="h2" fz="h3" fw={700} mb="md">
        {t('features.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: offered.length }} spacing="md">
        {offered.map(({ key, icon: Icon, color, words }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color} mb="md" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Text component="h3" fw={600} mb={4}>
              {t(`features.${key}.title`, words)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`features.${key}.text`, words)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
