import { Group, Pagination, Text } from '@mantine/core';
import type { ListMeta } from '@shop/contracts';

/**
 * Below a server-paginated list: how many rows match, and the pages (none with one page). A page past the end of a
 * total that shrank shows as the last page.
 */
export function ListFooter({
  meta,
  page,
  totalLabel,
  onPage,
}: {
  meta: ListMeta | undefined;
  page: number;
  totalLabel: string;
  onPage: (page: number) => void;
}) {
  if (!meta || meta.total === 0) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      <Pagination
        total={meta.last_page}
        value={Math.min(page, meta.last_page)}
        onChange={onPage}
        hideWithOnePage
      />
    </Group>
  );
}
