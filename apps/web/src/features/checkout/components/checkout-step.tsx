import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { focusFirstInError } from '../../../lib/focus-invalid-field';

/**
 * One numbered step of the checkout, as a labelled section. A step with a problem (`invalid`) is the one a refused
 * order shows first (`showFirstInvalidStep`).
 */
export function CheckoutStep({
  step,
  title,
  subtitle,
  invalid = false,
  children,
}: {
  step: number;
  title: string;
  subtitle?: string | undefined;
  invalid?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      tabIndex={-1}
      data-invalid={invalid || undefined}
    >
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

/**
 * After a refused order, the first step with a problem comes into view and takes the focus: the button is below every
 * step (on a phone a screen or more below), so its message appeared out of sight and unheard. Runs once React has
 * painted the problems (`focusFirstInError`, as a refused form's first field).
 */
export const showFirstInvalidStep = () => focusFirstInError(document, 'section[data-invalid]');
