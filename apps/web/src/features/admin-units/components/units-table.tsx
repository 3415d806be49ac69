import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { Unit, UnitListQuery } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';

interface UnitsTableProps {
  units: Unit[] | undefined;
  sort: UnitListQuery['sort'];
  onSort: (sort: UnitListQuery['sort']) => void;
  filtered: boolean;
  canWrite: boolean;
  onEdit: (unit: Unit) => void;
  onDelete: (unit: Unit) => void;
}

export function UnitsTable({ units, sort, onSort, filtered, canWrite, onEdit, onDelete }: UnitsTableProps) {
  const { t } = useTranslation(['admin-units', 'common']);
  const columns = canWrite ? 3 : 2;

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <SortHeader field="short_name" sort={sort} onSort={onSort}>
              {t('columns.short_name')}
            </SortHeader>
            {canWrite && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!units && <SkeletonRows columns={columns} />}
          {units?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {units?.map((unit) => (
            <Table.Tr key={unit.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {unit.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {unit.short_name}
                </Text>
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('edit_unit', { name: unit.name })}
                      onClick={() => onEdit(unit)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete_unit', { name: unit.name })}
                      onClick={() => onDelete(unit)}
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
