import { ActionIcon, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { ProductListItem, ProductListQuery } from '@shop/contracts';
import { IconPackage, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { useCategoryTree } from '../api/get-options';
import { productScreens } from '../api/product-keys';
import { categoryNames } from '../lib/category-options';
import { useMoneyFormat } from '../lib/money';
import { ProductToggleSwitch } from './product-toggle-switch';

interface ProductsTableProps {
  products: ProductListItem[] | undefined;
  sort: ProductListQuery['sort'];
  onSort: (sort: ProductListQuery['sort']) => void;
  filtered: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (product: ProductListItem) => void;
}

export function ProductsTable({
  products,
  sort,
  onSort,
  filtered,
  canUpdate,
  canDelete,
  onDelete,
}: ProductsTableProps) {
  const { t } = useTranslation(['admin-products', 'common']);
  const money = useMoneyFormat();
  const tree = useCategoryTree();
  const names = categoryNames(tree.data ?? []);
  const withActions = canUpdate || canDelete;
  const columns = withActions ? 10 : 9;

  // Wide enough that skus, kinds and stock badges never wrap or get cut.
  return (
    <Table.ScrollContainer minWidth={1240}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Text size="sm" fw={700}>
                {t('columns.image')}
              </Text>
            </Table.Th>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <SortHeader field="sku" sort={sort} onSort={onSort}>
              {t('columns.sku')}
            </SortHeader>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.category')}</Table.Th>
            <SortHeader field="final_price" sort={sort} onSort={onSort}>
              {t('columns.final_price')}
            </SortHeader>
            <Table.Th>{t('columns.availability')}</Table.Th>
            <Table.Th>{t('columns.active')}</Table.Th>
            <Table.Th>{t('columns.visible')}</Table.Th>
            {withActions && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!products && <SkeletonRows columns={columns} />}
          {products?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {products?.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <Avatar src={product.main_image_url} alt={product.name} radius="sm" size={44}>
                  <IconPackage size={20} aria-hidden />
                </Avatar>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {product.name}
                </Text>
                {product.in_offer && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('in_offer')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {product.sku}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`kinds.${product.kind}`)}</Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names.get(product.category_id) ?? ''}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {money(product.final_price)}
                </Text>
                {product.final_price < product.regular_price && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(product.regular_price)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Availability value={product.availability} />
              </Table.Td>
              <Table.Td>
                <ProductToggleSwitch product={product} field="active" disabled={!canUpdate} />
              </Table.Td>
              <Table.Td>
                <ProductToggleSwitch product={product} field="visible" disabled={!canUpdate} />
              </Table.Td>
              {withActions && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {canUpdate && (
                      <ActionIcon
                        component={Link}
                        to={productScreens.edit(product.slug)}
                        variant="subtle"
                        aria-label={t('edit_product', { name: product.name })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    )}
                    {canDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete_product', { name: product.name })}
                        onClick={() => onDelete(product)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Availability({ value }: { value: number | null }) {
  const { t } = useTranslation('admin-products');
  if (value === null) return <Badge variant="dot">{t('availability.unlimited')}</Badge>;
  return (
    <Badge variant="dot" color={value > 0 ? 'teal' : 'red'}>
      {value > 0 ? t('availability.units', { count: value }) : t('availability.none')}
    </Badge>
  );
}
