import { Group, Pagination, Text } from '@mantine/core';
import type { ListMeta } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { pastTheEnd } from '../../lib/past-the-end';

/** A list's total and its page buttons, each named for screen readers; nothing when the list is empty. */
export function ListPagination({
  meta,
  page,
  onPage,
  totalLabel,
}: {
  meta: ListMeta | undefined;
  page: number;
  onPage: (page: number) => void;
  totalLabel: string;
}) {
  const { t } = useTranslation('admin-shell');
  if (!meta || meta.total === 0) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {/* Past the last page the list says so and offers the first; no page button is the current one. */}
      {pastTheEnd(meta) ? null : (
        <Pagination
          total={meta.last_page}
          value={page}
          onChange={onPage}
          hideWithOnePage
          aria-label={t('kit.pagination.label')}
          getControlProps={(control) => ({
            'aria-label': t(`kit.pagination.${control === 'previous' ? 'previous' : control}`),
          })}
        />
      )}
    </Group>
  );
}
