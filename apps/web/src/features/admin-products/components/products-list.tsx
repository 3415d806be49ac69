import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import {
  type ProductKind,
  type ProductListFilters,
  type ProductListItem,
  type ProductListQuery,
  productListQuerySchema,
} from '@shop/contracts';
import {
  IconCopy,
  IconEye,
  IconEyeOff,
  IconFileExport,
  IconFileImport,
  IconHistory,
  IconPackage,
  IconPencil,
  IconPercentage,
  IconPlus,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { categoryNames } from '../../../lib/category-options';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { productsExportUrl } from '../api/export-products';
import { useCategoryTree } from '../api/get-options';
import { useProducts } from '../api/get-products';
import { productScreens } from '../api/product-keys';
import { useToggleProduct } from '../api/toggle-product';
import { useMoneyFormat } from '../lib/money';
import { PriceChangeDialog } from './price-change-dialog';
import { ProductToggleSwitch } from './product-toggle-switch';
import { ProductsFilters } from './products-filters';

/**
 * The catalogue, searchable and filterable, with the state in the URL. With `kind`, one kind's own area (SPEC §2
 * "combos", "services"): the list holds that kind only and its create button opens the product form for it.
 */
export function ProductsList({ kind }: { kind?: ProductKind }) {
  const { t } = useTranslation('admin-products');
  const currentUser = useCurrentUser();
  const list = useListParams(productListQuerySchema);
  const [query, update] = list;
  const products = useProducts(kind ? { ...query, kind } : query);
  const title = kind ? t(`areas.${kind}`) : t('title');
  const deleteProduct = useDeleteProduct();
  const toggle = useToggleProduct();
  const money = useMoneyFormat();
  const names = categoryNames(useCategoryTree().data ?? []);
  const deleteRow = useDeleteRow<ProductListItem>({
    label: (product) => t('delete_product', { name: product.name }),
    title: t('delete.title'),
    message: (product) => t('delete.confirm', { name: product.name }),
    done: (product) => t('notifications.deleted', { name: product.name }),
    remove: (product) => deleteProduct.mutateAsync(product.slug),
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [changingPrices, setChangingPrices] = useState(false);
  const canUpdate = userCan(currentUser, ['update_products']);
  const actions: RowAction<ProductListItem>[] = [];
  if (canUpdate)
    actions.push({
      label: (product) => t('edit_product', { name: product.name }),
      icon: IconPencil,
      to: (product) => productScreens.edit(product.slug),
    });
  const copy = useDuplicateProduct();
  if (canUpdate && userCan(currentUser, ['create_products']))
    actions.push({
      label: (product) => t('duplicate.row', { name: product.name }),
      icon: IconCopy,
      onClick: (product) => {
        if (!copy.pending) copy.duplicate(product.slug);
      },
    });
  if (userCan(currentUser, ['delete_products'])) actions.push(deleteRow.action);

  /** Shows or hides every selected product in the storefront, one call each, and says how many changed. */
  const setVisible = async (visible: boolean) => {
    const slugs = [...selected];
    const results = await Promise.allSettled(
      slugs.map((slug) => toggle.mutateAsync({ slug, body: { field: 'visible', value: visible } })),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) notifyError((failed as PromiseRejectedResult).reason);
    const done = results.filter((r) => r.status === 'fulfilled').length;
    if (done) notifySuccess(t(visible ? 'bulk.shown' : 'bulk.hidden', { count: done }));
    setSelected(new Set());
  };

  return (
    <AdminListPage
      title={title}
      actions={
        <Group gap="sm">
          <Button
            component="a"
            href={productsExportUrl(exportFilters(kind ? { ...query, kind } : query))}
            download
            variant="default"
            leftSection={<IconFileExport size={18} />}
          >
            {t('export_button')}
          </Button>
          {!kind && (
            // Every product's price changes, newest first (decision 108).
            <Button
              component={Link}
              to={productScreens.priceChanges}
              variant="default"
              leftSection={<IconHistory size={18} />}
            >
              {t('price_changes.title')}
            </Button>
          )}
          {!kind && canUpdate && userCan(currentUser, ['create_products']) && (
            <Button
              component={Link}
              to={productScreens.import}
              variant="default"
              leftSection={<IconFileImport size={18} />}
            >
              {t('import_button')}
            </Button>
          )}
          {userCan(currentUser, ['create_products']) && (
            <Button
              component={Link}
              to={kind ? `${productScreens.create}?kind=${kind}` : productScreens.create}
              leftSection={<IconPlus size={18} />}
            >
              {kind ? t(`areas.new_${kind}`) : t('new')}
            </Button>
          )}
        </Group>
      }
      list={list}
      result={products}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={<ProductsFilters query={query} onChange={update} fixedKind={kind} />}
      filtered={Boolean(
        query.search ||
          query.category_id ||
          query.brand_id ||
          query.kind ||
          query.active ||
          query.visible ||
          query.in_offer ||
          query.has_cost ||
          query.stock,
      )}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      bulkActions={
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} />}
            onClick={() => setVisible(true)}
          >
            {t('bulk.show')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEyeOff size={16} />}
            onClick={() => setVisible(false)}
          >
            {t('bulk.hide')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPercentage size={16} />}
            onClick={() => setChangingPrices(true)}
          >
            {t('bulk.prices')}
          </Button>
        </>
      }
      table={{
        caption: title,
        rowKey: (product: ProductListItem) => product.slug,
        minWidth: 900,
        ...(canUpdate
          ? {
              selection: {
                selected,
                onChange: setSelected,
                name: (slug: string) => products.data?.data.find((p) => p.slug === slug)?.name ?? slug,
              },
            }
          : {}),
        columns: [
          {
            key: 'image',
            header: t('columns.image'),
            render: (product) => (
              <Avatar src={product.main_image_url} alt={product.name} radius="sm" size={44}>
                <IconPackage size={20} aria-hidden />
              </Avatar>
            ),
          },
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (product) => (
              <>
                <Text size="sm" fw={500}>
                  {product.name}
                </Text>
                {product.in_offer && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('in_offer')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            key: 'sku',
            header: t('columns.sku'),
            sort: 'sku',
            visibleFrom: 'md',
            render: (product) => (
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {product.sku}
              </Text>
            ),
          },
          ...(kind
            ? []
            : [
                {
                  key: 'kind',
                  header: t('columns.kind'),
                  visibleFrom: 'lg' as const,
                  render: (product: ProductListItem) => (
                    <Badge variant="light">{t(`kinds.${product.kind}`)}</Badge>
                  ),
                },
              ]),
          {
            key: 'category',
            header: t('columns.category'),
            visibleFrom: 'lg',
            render: (product) => <Text size="sm">{names.get(product.category_id) ?? ''}</Text>,
          },
          {
            key: 'final_price',
            header: t('columns.final_price'),
            sort: 'final_price',
            render: (product) => (
              <>
                <Text size="sm" fw={500}>
                  {money(product.final_price)}
                </Text>
                {product.final_price < product.regular_price && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(product.regular_price)}
                  </Text>
                )}
              </>
            ),
          },
          // A service has no stock: its area leaves the column out.
          ...(kind === 'service' ? [] : [availabilityColumn(t)]),
          {
            key: 'active',
            header: t('columns.active'),
            render: (product) => (
              <ProductToggleSwitch product={product} field="active" disabled={!canUpdate} />
            ),
          },
          {
            key: 'visible',
            header: t('columns.visible'),
            render: (product) => (
              <ProductToggleSwitch product={product} field="visible" disabled={!canUpdate} />
            ),
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
      {changingPrices && (
        <PriceChangeDialog
          slugs={[...selected]}
          shown={products.data?.data.filter((product) => selected.has(product.slug)) ?? []}
          onClose={() => setChangingPrices(false)}
          onDone={() => setSelected(new Set())}
        />
      )}
    </AdminListPage>
  );
}

const availabilityColumn = (t: TFunction<'admin-products'>) => ({
  key: 'availability',
  header: t('columns.availability'),
  render: (product: ProductListItem) =>
    product.availability === null ? (
      <Badge variant="dot">{t('availability.unlimited')}</Badge>
    ) : (
      <Badge variant="dot" color={product.availability > 0 ? 'teal' : 'red'}>
        {product.availability > 0
          ? t('availability.units', { count: product.availability })
          : t('availability.none')}
      </Badge>
    ),
});

/** The list's filters without its page and order: the export writes every page (decision 095). */
function exportFilters({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  ...filters
}: ProductListQuery): ProductListFilters {
  return filters;
}
