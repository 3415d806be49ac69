import { Badge, Button, Text } from '@mantine/core';
import { type Brand, brandListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteBrand } from '../api/delete-brand';
import { useBrands } from '../api/get-brands';
import { BrandDialog } from '../components/brand-dialog';

/** /admin/brands: the list, with creating and editing in a dialog (brands have too few fields for a screen). */
export function Component() {
  const { t } = useTranslation('admin-brands');
  const locale = useLocale();
  const list = useListParams(brandListQuerySchema);
  const brands = useBrands(list[0]);
  const deleteBrand = useDeleteBrand();
  const [editing, setEditing] = useState<{ brand: Brand | null } | null>(null);
  const deleteRow = useDeleteRow<Brand>({
    label: (brand) => t('delete_brand', { name: brand.name }),
    title: t('delete.title'),
    message: (brand) => t('delete.confirm', { name: brand.name }),
    done: (brand) => t('notifications.deleted', { name: brand.name }),
    remove: (brand) => deleteBrand.mutateAsync(brand.id),
  });
  // The server's rule: brands are read with read_attributes and changed with update_products.
  const canWrite = userCan(useCurrentUser(), ['update_products']);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ brand: null })}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={brands}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (brand: Brand) => brand.id,
        minWidth: 560,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (brand) => (
              <Text size="sm" fw={500}>
                {brand.name}
              </Text>
            ),
          },
          {
            key: 'slug',
            header: t('admin-shell:slug.label'),
            visibleFrom: 'sm',
            render: (brand) => (
              <Text size="sm" c="dimmed" ff="monospace">
                {brand.slug}
              </Text>
            ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (brand) => (
              <Badge variant="dot" color={brand.active ? 'teal' : 'gray'}>
                {t(brand.active ? 'status.active' : 'status.inactive')}
              </Badge>
            ),
          },
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            visibleFrom: 'md',
            render: (brand) => (
              <Text size="sm" c="dimmed">
                {formatDate(brand.created_at, locale)}
              </Text>
            ),
          },
        ],
        actions: canWrite
          ? [
              {
                label: (brand) => t('edit_brand', { name: brand.name }),
                icon: IconPencil,
                onClick: (brand) => setEditing({ brand }),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {editing && <BrandDialog brand={editing.brand} onClose={() => setEditing(null)} />}
      {deleteRow.dialog}
    </AdminListPage>
  );
}
