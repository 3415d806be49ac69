import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One numbered step of the checkout, as a labelled section. */
export function CheckoutStep({
  step,
  title,
  subtitle,
  children,
}: {
  step: number;
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon radius="xl" size="md" variant="light">
            <Text fw={700} size="sm">
              {step}
            </Text>
          </ThemeIcon>
          <Stack gap={2}>
            <Title id={titleId} order={2} size="h4">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
