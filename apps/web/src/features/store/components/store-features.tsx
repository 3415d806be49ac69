import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingWarehouse, IconCoin, IconGiftCard, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// SPEC §1: what the shop offers.
const FEATURES = [
  { key: 'retail_wholesale', icon: IconBuildingWarehouse, color: 'blue' },
  { key: 'currencies', icon: IconCoin, color: 'teal' },
  { key: 'delivery', icon: IconTruckDelivery, color: 'orange' },
  { key: 'shopping_cards', icon: IconGiftCard, color: 'grape' },
] as const;

export function StoreFeatures() {
  const { t } = useTranslation('store');
  return (
    <section aria-labelledby="store-features-title">
      <Text id="store-features-title" component="h2" fz="h3" fw={700} mb="md">
        {t('features.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {FEATURES.map(({ key, icon: Icon, color }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color} mb="md" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Text component="h3" fw={600} mb={4}>
              {t(`features.${key}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
