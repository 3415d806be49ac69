import { Container, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR } from '../lib/business-hours';
import { useStoreName } from '../lib/store-identity';
import { BusinessHours } from './business-hours';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const name = useStoreName();
  return (
    <Container
      component="footer"
      size="xl"
      w="100%"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={4}>
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {t('hours.title')}
            </Text>
          </Group>
          <BusinessHours size="sm" />
        </Stack>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: COPYRIGHT_YEAR, name })}
        </Text>
      </Group>
    </Container>
  );
}
