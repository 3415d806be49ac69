import { Table } from '@mantine/core';
import type { PointOfSale, PointOfSaleListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { PointOfSaleRow } from './point-of-sale-row';

interface PointsOfSaleTableProps {
  points: PointOfSale[] | undefined;
  sort: PointOfSaleListQuery['sort'];
  onSort: (sort: PointOfSaleListQuery['sort']) => void;
  filtered: boolean;
  canChange: boolean;
  onDelete: (point: PointOfSale) => void;
}

export function PointsOfSaleTable({
  points,
  sort,
  onSort,
  filtered,
  canChange,
  onDelete,
}: PointsOfSaleTableProps) {
  const { t } = useTranslation(['admin-points-of-sale', 'common']);
  const columns = canChange ? 5 : 4;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <Table.Th>{t('columns.location')}</Table.Th>
            <Table.Th>{t('columns.phones')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            {canChange && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!points && <SkeletonRows columns={columns} />}
          {points?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {points?.map((point) => (
            <PointOfSaleRow key={point.id} point={point} canChange={canChange} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
