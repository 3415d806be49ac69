import { Table, type TableProps } from '@mantine/core';
import classes from './stacked-table.module.css';

/**
 * A table that a phone shows as one card per row, each cell a "column: value" line (a cell names its column in
 * `data-label`), instead of a table wider than the screen whose last columns (a quantity, a total) sit off to the
 * right with nothing saying they are there. From Mantine's `sm` up, and for screen readers, it is a plain table.
 */
export function StackedTable({ minWidth, ...props }: TableProps & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} classNames={{ scrollContainerInner: classes.inner }}>
      <Table {...props} className={classes.table} />
    </Table.ScrollContainer>
  );
}
