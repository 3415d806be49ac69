import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  /** The danger zone is outlined in red. */
  danger?: boolean;
  children: ReactNode;
}

export function ProfileSection({ title, subtitle, danger = false, children }: Props) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack>
        <Stack gap={4}>
          <Title id={titleId} order={2} size="h3" c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
