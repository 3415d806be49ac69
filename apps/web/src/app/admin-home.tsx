import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { useCurrentUser } from '../lib/current-user';
import { adminAreasFor } from './admin-nav';

// Its own chunk: what the first screen needs to load is then listed there, not in the storefront's first load.
const DashboardCards = lazy(async () => ({
  default: (await import('../features/admin-reports/components/dashboard-cards')).DashboardCards,
}));

/** The back office's first screen: the figures this user may see (issue 19 §2), then a card for every area they may open. */
export function Component() {
  const { t } = useTranslation('admin-shell');
  const user = useCurrentUser();
  const areas = adminAreasFor(user);
  return (
    <Stack gap="lg">
      <div>
        <PageTitle fz="h2">{t('dashboard')}</PageTitle>
        <Text c="dimmed">{t('welcome', { name: user?.name ?? '' })}</Text>
      </div>
      {/* Its words load with it: the list of areas does not wait for them. */}
      <Suspense fallback={null}>
        <DashboardCards />
      </Suspense>
      {areas.length === 0 ? (
        <Text>{t('no_areas')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {areas.map((area) => (
            <Card key={area.path} component={Link} to={area.path} withBorder padding="lg" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
                  <area.icon size={24} stroke={1.75} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(area.labelKey)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(area.descriptionKey)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
