import { Button, Group, Stack, Title } from '@mantine/core';
import { type Brand, brandListQuerySchema } from '@shop/contracts';
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
import { useDeleteBrand } from '../api/delete-brand';
import { useBrands } from '../api/get-brands';
import { BrandModal } from '../components/brand-modal';
import { BrandsTable } from '../components/brands-table';

/** /admin/brands: the list, with creating and editing in a dialog (brands have too few fields for a screen). */
export function Component() {
  const { t } = useTranslation('admin-brands');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(brandListQuerySchema);
  const brands = useBrands(query);
  const deleteBrand = useDeleteBrand();
  const [editing, setEditing] = useState<{ brand: Brand | null } | null>(null);
  const [deleting, setDeleting] = useState<Brand | null>(null);
  // The server's rule: brands are read with read_attributes and changed with update_products.
  const canWrite = userCan(currentUser, ['update_products']);
  const meta = brands.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ brand: null })}>
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
      {brands.isError && !brands.data ? (
        <QueryError error={brands.error} retryLabel={t('retry')} onRetry={() => brands.refetch()} />
      ) : (
        <BrandsTable
          brands={brands.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search)}
          canWrite={canWrite}
          onEdit={(brand) => setEditing({ brand })}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <BrandModal opened={editing !== null} brand={editing?.brand ?? null} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteBrand.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
