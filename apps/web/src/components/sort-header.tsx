import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortHeaderProps<S extends string> {
  field: Exclude<S, `-${string}`>;
  /** The list's sort param: `name` ascending, `-name` descending. */
  sort: S;
  onSort: (sort: S) => void;
  children: ReactNode;
}

/** A column header that sorts by its field; a second click reverses the order. */
export function SortHeader<S extends string>({ field, sort, onSort, children }: SortHeaderProps<S>) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  // The list's own sort schema holds both `field` and `-field`.
  const next = (direction === 'ascending' ? `-${field}` : field) as S;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => onSort(next)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
