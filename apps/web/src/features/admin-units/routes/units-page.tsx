import { Button, Group, Stack, Title } from '@mantine/core';
import { type Unit, unitListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteUnit } from '../api/delete-unit';
import { useUnits } from '../api/get-units';
import { UnitModal } from '../components/unit-modal';
import { UnitsTable } from '../components/units-table';

/** /admin/units: the units products are sold by; creating and editing happen in a dialog. */
export function Component() {
  const { t } = useTranslation('admin-units');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(unitListQuerySchema);
  const units = useUnits(query);
  const deleteUnit = useDeleteUnit();
  const [editing, setEditing] = useState<{ unit: Unit | null } | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  // The server's rule: units, like brands, are read with read_attributes and changed with update_products.
  const canWrite = userCan(currentUser, ['update_products']);
  const meta = units.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ unit: null })}>
            {t('new')}
          </Button>
        )}
      </Group>
      <SearchField
        label={t('search')}
        placeholder={t('search_placeholder')}
        value={query.search ?? ''}
        onSearch={(search) => update({ search }, { replace: true })}
      />
      {units.isError && !units.data ? (
        <QueryError error={units.error} retryLabel={t('retry')} onRetry={() => units.refetch()} />
      ) : (
        <UnitsTable
          units={units.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search)}
          canWrite={canWrite}
          onEdit={(unit) => setEditing({ unit })}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <UnitModal opened={editing !== null} unit={editing?.unit ?? null} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteUnit.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
