import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BusinessHours } from '../../../components/business-hours';

/** When the shop attends and how orders reach the customer. */
export function StoreVisit() {
  const { t } = useTranslation('store');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
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
      <Card withBorder radius="md" padding="lg">
        <Group gap="sm" mb="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" color="orange" aria-hidden>
            <IconMapPin size={18} />
          </ThemeIcon>
          <Text component="h2" fw={600} fz="lg">
            {t('visit.delivery_title')}
          </Text>
        </Group>
        <Text size="md">{t('visit.delivery_text')}</Text>
      </Card>
    </SimpleGrid>
  );
}
