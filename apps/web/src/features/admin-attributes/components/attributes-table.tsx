import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { Attribute, AttributeListQuery } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { attributePath } from '../api/attribute-keys';

interface AttributesTableProps {
  attributes: Attribute[] | undefined;
  sort: AttributeListQuery['sort'];
  onSort: (sort: AttributeListQuery['sort']) => void;
  filtered: boolean;
  canWrite: boolean;
  onDelete: (attribute: Attribute) => void;
}

export function AttributesTable({
  attributes,
  sort,
  onSort,
  filtered,
  canWrite,
  onDelete,
}: AttributesTableProps) {
  const { t } = useTranslation(['admin-attributes', 'common']);
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
            <Table.Th>{t('columns.terms')}</Table.Th>
            <SortHeader field="created_at" sort={sort} onSort={onSort}>
              {t('columns.created_at')}
            </SortHeader>
            {canWrite && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!attributes && <SkeletonRows columns={columns} />}
          {attributes?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {attributes?.map((attribute) => (
            <Table.Tr key={attribute.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {attribute.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace">
                  {attribute.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {t('terms_count', { count: attribute.terms_count })}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(attribute.created_at, locale)}
                </Text>
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      component={Link}
                      to={attributePath(attribute.id)}
                      variant="subtle"
                      aria-label={t('edit_attribute', { name: attribute.name })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete_attribute', { name: attribute.name })}
                      onClick={() => onDelete(attribute)}
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
