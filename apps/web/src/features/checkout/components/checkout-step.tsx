import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

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
 * After a refused order, brings the first step with a problem into view and into focus: the button is below every
 * step (on a phone a screen or more below), so its message appeared out of sight and unheard. Runs once React has
 * painted the problems.
 */
export function showFirstInvalidStep() {
  requestAnimationFrame(() => {
    const step = document.querySelector<HTMLElement>('section[data-invalid]');
    if (!step) return;
    step.scrollIntoView({ block: 'center', behavior: 'smooth' });
    step.focus({ preventScroll: true });
  });
}
