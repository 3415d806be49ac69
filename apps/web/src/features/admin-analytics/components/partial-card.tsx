import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One partial of a screen (SPEC: Accesses, NewUsers…): its title, what it counts, and its figures once they came. */
export function PartialCard({
  title,
  description,
  loading,
  children,
}: {
  title: string;
  description: string;
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-analytics');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {loading ? <Loader size="sm" role="status" aria-label={t('loading')} /> : children}
      </Stack>
    </Card>
  );
}
