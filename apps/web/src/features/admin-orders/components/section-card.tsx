import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled block of the order page; a named region, so assistive tech can jump between them. A block of controls
 * (`printed={false}`) is left out of the printed order.
 */
export function SectionCard({
  title,
  printed = true,
  children,
}: {
  title: string;
  printed?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={title}
      data-no-print={printed ? undefined : true}
    >
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
