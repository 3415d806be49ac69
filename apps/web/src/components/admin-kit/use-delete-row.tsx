import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useConfirmed } from '../use-confirmed';
import type { RowAction } from './data-table';

interface DeleteRowOptions<Row> {
  /** The row's delete button's name ("Eliminar la unidad Kilogramo"). */
  label: (row: Row) => string;
  /** The dialog's title, its question, and the notification once done. */
  title: string;
  message: (row: Row) => string;
  done: (row: Row) => string;
  /** Deletes; a 409 (still in use) stays in the dialog in the server's words. */
  remove: (row: Row) => Promise<unknown>;
  /** Rows that cannot be deleted show no button (the base coin, a status the shop relies on). */
  hidden?: (row: Row) => boolean;
}

/** The delete row action of a list and the dialog that confirms it: put `action` in the table, `dialog` in the page. */
export function useDeleteRow<Row>(options: DeleteRowOptions<Row>): {
  action: RowAction<Row>;
  dialog: ReactNode;
} {
  const { ask, dialog } = useConfirmed({
    title: options.title,
    message: options.message,
    done: options.done,
    run: options.remove,
  });
  return {
    action: {
      label: options.label,
      icon: IconTrash,
      color: 'red',
      onClick: ask,
      ...(options.hidden ? { hidden: options.hidden } : {}),
    },
    dialog,
  };
}
