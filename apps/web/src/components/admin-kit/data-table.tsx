import {
  ActionIcon,
  Checkbox,
  EmptyState,
  Group,
  Skeleton,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDatabaseOff, IconSelector } from '@tabler/icons-react';
import { type ComponentType, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StackedTable } from '../stacked-table';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/** One column: its header, how a row shows in it, and optionally the list sort field it orders by. */
export interface DataColumn<Row, Sort extends string = string> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The list's sort value for this column (`name`); a second click sorts by `-name`. */
  sort?: Exclude<Sort, `-${string}`>;
  align?: 'right' | 'center';
  /** Shown from this width up: secondary columns give way so the table fits a 1366 px screen and phones. */
  visibleFrom?: Breakpoint;
}

/** A button at the end of each row (edit, delete...), named for screen readers after the row. */
export interface RowAction<Row> {
  label: (row: Row) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** A button that does something... */
  onClick?: (row: Row) => void;
  /** ...or a link to the row's own page. */
  to?: (row: Row) => string;
  color?: string;
  hidden?: (row: Row) => boolean;
}

export interface RowSelection<Key, Row = never> {
  selected: ReadonlySet<Key>;
  onChange: (next: Set<Key>) => void;
  /** The row's name, for its checkbox's label. */
  name: (key: Key) => string;
  /** Whether the bulk actions can act on the row; a row they cannot has no checkbox (default: every row). */
  selectable?: (row: Row) => boolean;
}

export interface DataTableProps<Row, Sort extends string, Key extends string | number> {
  /** What the table lists, read by screen readers before the rows. */
  caption: string;
  /** The rows of this page; undefined while the first page loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => Key;
  columns: DataColumn<Row, Sort>[];
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  actions?: RowAction<Row>[];
  /** Controls of a row that are not a plain button (a switch), shown before its actions. */
  rowControls?: (row: Row) => ReactNode;
  selection?: RowSelection<Key, Row>;
  /** What an empty page says, or a whole element of its own (a page past the last: `PastTheEnd`). */
  empty: { title: string; description: string } | ReactElement;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

const SKELETON_ROWS = 5;

/**
 * The back office's table: sortable headers (buttons, with `aria-sort`), row actions with accessible names, an
 * optional selection for bulk actions, placeholder rows while loading and a clear empty state. Sorting and
 * paging happen on the server: the table only says what the user asked for.
 */
export function DataTable<Row, Sort extends string, Key extends string | number>({
  caption,
  rows,
  rowKey,
  columns,
  sort,
  onSort,
  actions = [],
  rowControls,
  selection,
  empty,
  minWidth = 640,
}: DataTableProps<Row, Sort, Key>) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const sortable = onSort !== undefined && sort !== undefined && columns.some((column) => column.sort);
  const withActions = actions.length > 0 || rowControls !== undefined;
  const width = columns.length + (withActions ? 1 : 0) + (selection ? 1 : 0);
  const selectable = (row: Row) => selection?.selectable?.(row) ?? true;
  const pageKeys = rows?.filter(selectable).map(rowKey) ?? [];
  const allSelected =
    selection !== undefined && pageKeys.length > 0 && pageKeys.every((k) => selection.selected.has(k));
  const someSelected = selection !== undefined && pageKeys.some((k) => selection.selected.has(k));

  const toggle = (key: Key) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };

  return (
    <StackedTable minWidth={minWidth} verticalSpacing="sm" highlightOnHover>
      <Table.Caption m={0} p={0}>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        {/* Where the rows stack into cards, the sort buttons stay in a row of their own, introduced by this label. */}
        <Table.Tr data-sort-label={sortable ? t('admin-shell:kit.sort_by') : undefined}>
          {selection && (
            // A box alone at the head of its column; where the rows stack into cards, a line of its own with its
            // words above them (stacked-table.module.css), or a phone would tick every card one by one.
            <Table.Th w={40} data-select-all>
              <Checkbox
                label={<span data-select-all-label>{t('admin-shell:kit.select_all')}</span>}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={() => selection.onChange(allSelected ? new Set() : new Set(pageKeys))}
              />
            </Table.Th>
          )}
          {columns.map((column) =>
            column.sort && onSort && sort !== undefined ? (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ) : (
              <Table.Th key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                {column.header}
              </Table.Th>
            ),
          )}
          {withActions && <Table.Th ta="right">{t('actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {!rows &&
          Array.from({ length: SKELETON_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <Table.Tr key={row} data-testid="skeleton-row" data-plain>
              {Array.from({ length: width }, (_, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                <Table.Td key={cell}>
                  <Skeleton height={14} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        {rows?.length === 0 && (
          <Table.Tr data-plain>
            <Table.Td colSpan={width}>
              {isValidElement(empty) ? (
                empty
              ) : (
                <EmptyState
                  py="xl"
                  icon={<IconDatabaseOff size={28} />}
                  title={empty.title}
                  description={empty.description}
                />
              )}
            </Table.Td>
          </Table.Tr>
        )}
        {rows?.map((row) => {
          const key = rowKey(row);
          return (
            <Table.Tr
              key={key}
              bg={selection?.selected.has(key) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {selection &&
                (selectable(row) ? (
                  <Table.Td data-label={t('admin-shell:kit.select')}>
                    <Checkbox
                      aria-label={t('admin-shell:kit.select_row', { name: selection.name(key) })}
                      checked={selection.selected.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </Table.Td>
                ) : (
                  <Table.Td />
                ))}
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  visibleFrom={column.visibleFrom}
                  data-label={column.header}
                >
                  {/* One box, so that a cell of two lines (a name over an e-mail) stays one value on a phone's card. */}
                  <div>{column.render(row)}</div>
                </Table.Td>
              ))}
              {withActions && (
                <Table.Td data-actions>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {rowControls?.(row)}
                    {actions
                      .filter((action) => !action.hidden?.(row))
                      .map((action) => (
                        <Tooltip
                          key={action.label(row)}
                          label={action.label(row)}
                          withinPortal
                          openDelay={400}
                        >
                          {action.to ? (
                            <ActionIcon
                              component={Link}
                              to={action.to(row)}
                              variant="subtle"
                              color={action.color}
                              size="lg"
                              aria-label={action.label(row)}
                            >
                              <action.icon size={18} stroke={1.75} />
                            </ActionIcon>
                          ) : (
                            <ActionIcon
                              variant="subtle"
                              color={action.color}
                              size="lg"
                              aria-label={action.label(row)}
                              onClick={() => action.onClick?.(row)}
                            >
                              <action.icon size={18} stroke={1.75} />
                            </ActionIcon>
                          )}
                        </Tooltip>
                      ))}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}

function SortableHeader<Row, Sort extends string>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<Row, Sort>;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const field = column.sort as string;
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  // The list's own sort schema holds both `field` and `-field`.
  const next = (direction === 'ascending' ? `-${field}` : field) as Sort;
  return (
    <Table.Th aria-sort={direction} ta={column.align} visibleFrom={column.visibleFrom}>
      <UnstyledButton onClick={() => onSort(next)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {column.header}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
