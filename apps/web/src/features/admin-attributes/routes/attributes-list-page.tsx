import { Button, Group, Stack, Title } from '@mantine/core';
import { type Attribute, attributeListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../api/get-attributes';
import { AttributesTable } from '../components/attributes-table';

/** /admin/attributes: product attributes (colour, size) and how many values each has. */
export function Component() {
  const { t } = useTranslation('admin-attributes');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(attributeListQuerySchema);
  const attributes = useAttributes(query);
  const deleteAttribute = useDeleteAttribute();
  const [deleting, setDeleting] = useState<Attribute | null>(null);
  // The server's rule: attributes are read with read_attributes and changed with update_products.
  const canWrite = userCan(currentUser, ['update_products']);
  const meta = attributes.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canWrite && (
          <Button component={Link} to="/admin/attributes/create" leftSection={<IconPlus size={18} />}>
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
      {attributes.isError && !attributes.data ? (
        <QueryError error={attributes.error} retryLabel={t('retry')} onRetry={() => attributes.refetch()} />
      ) : (
        <AttributesTable
          attributes={attributes.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search)}
          canWrite={canWrite}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteAttribute.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
