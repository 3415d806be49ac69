import type { ListMeta } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../query-error';
import { DataTable, type DataTableProps } from './data-table';
import { ListPagination } from './list-pagination';

/**
 * A paged list inside a record's page (a product's stock or price history), whose page and filters the section keeps
 * rather than the address: the table, a failed load with a retry in its place, and the total with the pages below.
 */
export function PagedTable<Row, Key extends string | number>({
  result,
  page,
  onPage,
  totalLabel,
  ...table
}: Omit<DataTableProps<Row, string, Key>, 'rows' | 'sort' | 'onSort'> & {
  result: UseQueryResult<{ data: Row[]; meta: ListMeta }>;
  page: number;
  onPage: (page: number) => void;
  /** "12 movimientos": the total under the table. */
  totalLabel: (total: number) => string;
}) {
  const { t } = useTranslation('common');
  const meta = result.data?.meta;
  return (
    <>
      {result.isError ? (
        <QueryError error={result.error} retryLabel={t('retry')} onRetry={() => result.refetch()} />
      ) : (
        <DataTable {...table} rows={result.data?.data} />
      )}
      <ListPagination
        meta={meta}
        page={page}
        onPage={onPage}
        totalLabel={meta ? totalLabel(meta.total) : ''}
      />
    </>
  );
}
