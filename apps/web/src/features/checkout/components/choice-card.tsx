// Loaded with the checkout, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './choice-card.module.css';

/** A radio choice drawn as a card: the whole card is the target, the radio says which one is chosen. */
export function ChoiceCard({
  value,
  label,
  description,
  children,
}: {
  value: string;
  label: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Radio.Card value={value} className={classes.card} radius="md">
      <Group wrap="nowrap" align="flex-start" p="sm">
        <Radio.Indicator />
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          {description && (
            <Text size="sm" c="dimmed" component="div">
              {description}
            </Text>
          )}
          {children}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
