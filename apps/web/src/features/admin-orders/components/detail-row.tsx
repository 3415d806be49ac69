import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line; nothing at all when there is no value, so blanks do not pile up. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {/* Narrower on a phone: at 320 px a label of 120 px left a payment's status 126 px, and cut "Payment pending".
          A set width, not a least one: a longer label ("Carné de identidad") wraps instead of pushing its value out
          of line with the others'. */}
      <Text size="sm" c="dimmed" w={{ base: 96, xs: 120 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
