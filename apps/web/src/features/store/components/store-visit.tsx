import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BusinessHours } from '../../../components/business-hours';
import { useShopOffer, wordsFor } from '../lib/shop-offer';

/** When the shop attends and how orders reach the customer. */
export function StoreVisit() {
  const { t } = useTranslation('store');
  const offer = useShopOffer();
  // How orders reach the shopper, as the shop has it; nothing said while unknown or where it offers no way.
  const delivery = offer && offer.delivery !== 'none' ? { context: wordsFor(offer.delivery) } : null;
  return (
    <SimpleGrid cols={{ base: 1, md: delivery ? 2 : 1 }} spacing="md">
      <Card withBorder radius="md" padding="lg">
        <Group gap="sm" mb="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <IconClock size={18} />
          </ThemeIcon>
          <Text component="h2" fw={600} fz="lg">
            {t('visit.hours_title')}
          </Text>
        </Group>
        <BusinessHours size="md" />
      </Card>
      {delivery && (
        <Card withBorder radius="md" padding="lg">
          <Group gap="sm" mb="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" color="orange" aria-hidden>
              <IconMapPin size={18} />
            </ThemeIcon>
            <Text component="h2" fw={600} fz="lg">
              {t('visit.delivery_title', delivery)}
            </Text>
          </Group>
          <Text size="md">{t('visit.delivery_text', delivery)}</Text>
        </Card>
      )}
    </SimpleGrid>
  );
}
