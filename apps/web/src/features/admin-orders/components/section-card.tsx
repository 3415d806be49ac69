import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the order page; a named region, so assistive tech can jump between them. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
