import { Table } from '@mantine/core';
import type { Coin, CoinListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { CoinRow } from './coin-row';

interface CoinsTableProps {
  coins: Coin[] | undefined;
  sort: CoinListQuery['sort'];
  onSort: (sort: CoinListQuery['sort']) => void;
  filtered: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (coin: Coin) => void;
}

export function CoinsTable({
  coins,
  sort,
  onSort,
  filtered,
  canUpdate,
  canDelete,
  onDelete,
}: CoinsTableProps) {
  const { t } = useTranslation(['admin-coins', 'common']);
  const withActions = canUpdate || canDelete;
  const columns = withActions ? 6 : 5;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="short_name" sort={sort} onSort={onSort}>
              {t('columns.short_name')}
            </SortHeader>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <Table.Th>{t('columns.symbol')}</Table.Th>
            <Table.Th>{t('columns.rate')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            {withActions && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!coins && <SkeletonRows columns={columns} />}
          {coins?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {coins?.map((coin) => (
            <CoinRow
              key={coin.id}
              coin={coin}
              canUpdate={canUpdate}
              canDelete={canDelete}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
