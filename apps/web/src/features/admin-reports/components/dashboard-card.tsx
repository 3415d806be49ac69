import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the dashboard: a region named by its title, what it shows, and the link to its list. */
export function DashboardCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Text fw={700}>{title}</Text>
        <div style={{ flex: 1 }}>{children}</div>
        {link}
      </Stack>
    </Card>
  );
}
