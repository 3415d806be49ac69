import { Button, Group, Stack, Title } from '@mantine/core';
import { type ProductListItem, productListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { productScreens } from '../api/product-keys';
import { ProductsFilters } from '../components/products-filters';
import { ProductsTable } from '../components/products-table';

/** /admin/products/list (and /Products/Index): the catalogue, searchable and filterable, with the state in the URL. */
export function Component() {
  const { t } = useTranslation('admin-products');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(productListQuerySchema);
  const products = useProducts(query);
  const deleteProduct = useDeleteProduct();
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const meta = products.data?.meta;
  const filtered = Boolean(
    query.search ||
      query.category_id ||
      query.brand_id ||
      query.kind ||
      query.active ||
      query.visible ||
      query.in_offer,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {userCan(currentUser, ['create_products']) && (
          <Button component={Link} to={productScreens.create} leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <ProductsFilters query={query} onChange={update} />
      {products.isError && !products.data ? (
        <QueryError error={products.error} retryLabel={t('retry')} onRetry={() => products.refetch()} />
      ) : (
        <ProductsTable
          products={products.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={filtered}
          canUpdate={userCan(currentUser, ['update_products'])}
          canDelete={userCan(currentUser, ['delete_products'])}
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
        onConfirm={() => deleteProduct.mutateAsync(deleting?.slug ?? '')}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
