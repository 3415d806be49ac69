import { Table } from '@mantine/core';
import type { ExchangeRate, ExchangeRateListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { ExchangeRateRow } from './exchange-rate-row';

interface ExchangeRatesTableProps {
  rates: ExchangeRate[] | undefined;
  sort: ExchangeRateListQuery['sort'];
  onSort: (sort: ExchangeRateListQuery['sort']) => void;
  filtered: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (rate: ExchangeRate) => void;
}

export function ExchangeRatesTable({
  rates,
  sort,
  onSort,
  filtered,
  canUpdate,
  canDelete,
  onDelete,
}: ExchangeRatesTableProps) {
  const { t } = useTranslation(['admin-exchange-rates', 'common']);
  const withActions = canUpdate || canDelete;
  const columns = withActions ? 4 : 3;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="coin" sort={sort} onSort={onSort}>
              {t('columns.coin')}
            </SortHeader>
            <SortHeader field="date" sort={sort} onSort={onSort}>
              {t('columns.date')}
            </SortHeader>
            <SortHeader field="rate" sort={sort} onSort={onSort}>
              {t('columns.rate')}
            </SortHeader>
            {withActions && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rates && <SkeletonRows columns={columns} />}
          {rates?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {rates?.map((rate) => (
            <ExchangeRateRow
              key={rate.id}
              rate={rate}
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
