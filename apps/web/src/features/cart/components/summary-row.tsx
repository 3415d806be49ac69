import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its amount, the amount aligned to the right. */
export function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}
