import { Table, type TableProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './stacked-table.module.css';

/** Mantine's `sm` (theme.ts): below it a screen is a phone's, whatever the table. */
const PHONE = '(max-width: 37.49em)';

/**
 * A table that shows one card per row, each cell a "column: value" line (a cell names its column in `data-label`),
 * wherever the table would not fit: on a phone, and on a tablet or a narrow window whose box is narrower than the
 * table's `minWidth` (a 768 px tablet's 736 px for the orders' 960). There a table would scroll sideways with its
 * last columns (a payment, a total, the row's buttons) off to the right and nothing saying they are there. Where it
 * fits, and for screen readers, it is a plain table.
 */
export function StackedTable({ minWidth, ...props }: TableProps & { minWidth: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [stacked, setStacked] = useState(false);
  // Measured before the first paint (a layout effect), so that a phone never shows the table first.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const phone = window.matchMedia(PHONE);
    // A box not laid out (width 0: hidden, or a test's DOM) is not a narrow screen.
    const measure = () =>
      setStacked(phone.matches || (element.clientWidth > 0 && element.clientWidth < minWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    phone.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', measure);
    };
  }, [minWidth]);
  return (
    <Table.ScrollContainer ref={box} minWidth={stacked ? 0 : minWidth}>
      <Table {...props} className={stacked ? `${classes.table} ${classes.stacked}` : classes.table} />
    </Table.ScrollContainer>
  );
}
