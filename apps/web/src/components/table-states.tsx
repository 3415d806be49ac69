import { EmptyState, Skeleton, Table } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';

/** Placeholder rows while the first page loads, shaped like the real ones so nothing jumps. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <Table.Tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function EmptyRow({
  columns,
  title,
  description,
}: {
  columns: number;
  title: string;
  description: string;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <EmptyState py="xl" icon={<IconDatabaseOff size={28} />} title={title} description={description} />
      </Table.Td>
    </Table.Tr>
  );
}
