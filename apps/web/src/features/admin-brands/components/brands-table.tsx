import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { Brand, BrandListQuery } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

interface BrandsTableProps {
  brands: Brand[] | undefined;
  sort: BrandListQuery['sort'];
  onSort: (sort: BrandListQuery['sort']) => void;
  filtered: boolean;
  canWrite: boolean;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

export function BrandsTable({
  brands,
  sort,
  onSort,
  filtered,
  canWrite,
  onEdit,
  onDelete,
}: BrandsTableProps) {
  const { t } = useTranslation(['admin-brands', 'common']);
  const locale = useLocale();
  const columns = canWrite ? 5 : 4;

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <Table.Th>{t('columns.slug')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <SortHeader field="created_at" sort={sort} onSort={onSort}>
              {t('columns.created_at')}
            </SortHeader>
            {canWrite && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!brands && <SkeletonRows columns={columns} />}
          {brands?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {brands?.map((brand) => (
            <Table.Tr key={brand.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {brand.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace">
                  {brand.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={brand.active ? 'teal' : 'gray'}>
                  {t(brand.active ? 'status.active' : 'status.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(brand.created_at, locale)}
                </Text>
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('edit_brand', { name: brand.name })}
                      onClick={() => onEdit(brand)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete_brand', { name: brand.name })}
                      onClick={() => onDelete(brand)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
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
