import { Button, Group, Stack, Text } from '@mantine/core';
import { LIST_SEARCH_MAX, type ListMeta } from '@shop/contracts';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pastTheEnd } from '../../lib/past-the-end';
import { PageTitle } from '../page-title';
import { PastTheEnd } from '../past-the-end';
import { QueryError } from '../query-error';
import { SearchField } from '../search-field';
import classes from './admin-list-page.module.css';
import { DataTable, type DataTableProps } from './data-table';
import { ListPagination } from './list-pagination';

/** The list parameters that only page or order the list: the rest narrow it. */
const NOT_NARROWING = new Set(['page', 'per_page', 'sort']);
/** The list parameters that page, sort or search rather than filter. */
const NOT_FILTERS = new Set([...NOT_NARROWING, 'search']);

/** A list's state as `useListParams` keeps it in the URL. */
interface ListState {
  page: number;
  search?: string | undefined;
  sort?: string | undefined;
}

export interface AdminListPageProps<Row, Sort extends string, Key extends string | number> {
  title: string;
  /** Buttons beside the title (create...). */
  actions?: ReactNode;
  /** The URL-kept list state and its setter (`useListParams(schema)`). */
  list: readonly [ListState, (patch: Record<string, unknown>, options?: { replace?: boolean }) => void];
  /** The page of rows (`{ data, meta }`) as TanStack Query holds it. */
  result: UseQueryResult<{ data: Row[]; meta: ListMeta }>;
  search?: { label: string; placeholder?: string };
  /** Filter fields shown beside the search box; they update the list through `list[1]`. */
  filters?: ReactNode;
  /** The table, without what the page provides (rows, sort, empty wording). */
  table: Omit<DataTableProps<Row, Sort, Key>, 'rows' | 'sort' | 'onSort' | 'empty'>;
  /** Shown when there is nothing at all, and when nothing matches the search or filters. */
  empty: { title: string; none: string; filtered: string };
  /** "12 units": the total under the table. */
  totalLabel: (total: number) => string;
  /** Shown above the table while rows are selected (the table's `selection`). */
  bulkActions?: ReactNode;
  /** Shown above the table, on phones too: what a bulk action left undone. */
  notice?: ReactNode;
  /** Whether search or filters narrow the list (default: the address holds a list param but page, size and sort). */
  filtered?: boolean;
  /** Dialogs of the page (edit, confirm). */
  children?: ReactNode;
}

/**
 * Every back-office list: title and its buttons, search and filters kept in the URL, the table with its sorting,
 * selection and row actions, the total and the pages, a failed load with a retry, and the empty states ("none yet"
 * and "nothing matches"). An area only says its columns, filters and dialogs.
 */
export function AdminListPage<Row, Sort extends string, Key extends string | number>({
  title,
  actions,
  list: [query, update],
  result,
  search,
  filters,
  table,
  empty,
  totalLabel,
  bulkActions,
  notice,
  filtered: narrowed,
  children,
}: AdminListPageProps<Row, Sort, Key>) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const meta = result.data?.meta;
  // Read from the address, where a value equal to its default never stands (useQueryParams): the state's own defaults
  // (20 a page) made every list say "nothing matches the search" before anything was searched.
  const [searchParams] = useSearchParams();
  const filtered = narrowed ?? [...searchParams.keys()].some((key) => !NOT_NARROWING.has(key));
  const selecting = (table.selection?.selected.size ?? 0) > 0;
  // On phones the filters fold under a button that says how many are set, so the list starts on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = Object.entries(query).filter(([key, value]) => !NOT_FILTERS.has(key) && value).length;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle fz="h2">{title}</PageTitle>
        {actions}
      </Group>
      {(search || filters) && (
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.toolbar}>
          {search && (
            <SearchField
              label={search.label}
              placeholder={search.placeholder}
              value={query.search ?? ''}
              max={LIST_SEARCH_MAX}
              onSearch={(text) => update({ search: text }, { replace: true })}
            />
          )}
          {filters && (
            <Button
              hiddenFrom="sm"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t('admin-shell:kit.filters', { count: activeFilters })}
            </Button>
          )}
          {filters && (
            <div id={filtersId} className={classes.filters} data-open={filtersOpen || undefined}>
              {filters}
            </div>
          )}
        </Group>
      )}
      {selecting && bulkActions && (
        <Group
          gap="sm"
          role="toolbar"
          aria-label={t('admin-shell:kit.selected', { count: table.selection?.selected.size })}
        >
          <Text size="sm" fw={500}>
            {t('admin-shell:kit.selected', { count: table.selection?.selected.size })}
          </Text>
          {bulkActions}
        </Group>
      )}
      {notice}
      {result.isError && !result.data ? (
        <QueryError error={result.error} retryLabel={t('retry')} onRetry={() => void result.refetch()} />
      ) : (
        <DataTable
          {...table}
          rows={result.data?.data}
          sort={query.sort as Sort | undefined}
          onSort={(sort) => update({ sort })}
          empty={
            meta && pastTheEnd(meta) ? (
              <PastTheEnd meta={meta} onFirstPage={() => update({ page: 1 })} />
            ) : (
              { title: empty.title, description: filtered ? empty.filtered : empty.none }
            )
          }
        />
      )}
      <ListPagination
        meta={meta}
        page={query.page}
        onPage={(page) => update({ page })}
        totalLabel={meta ? totalLabel(meta.total) : ''}
      />
      {children}
    </Stack>
  );
}
