import { type ReactNode, useState } from 'react';
import { notifySuccess } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmedOptions<Target> {
  /** The dialog's title, its question about the target, and the notification once done. */
  title: string;
  message: (target: Target) => string;
  done: (target: Target) => string;
  /** The confirming button's words (`common:delete` by default). */
  confirmLabel?: string;
  /** Does it; a 409 (still in use) stays in the dialog in the server's words. */
  run: (target: Target) => Promise<unknown>;
}

/**
 * An action that asks first (a delete, a picture's removal): `ask(target)` opens the dialog about it, `dialog` goes in
 * the screen. The kit's `useDeleteRow` is this for a list's rows.
 */
export function useConfirmed<Target>(options: ConfirmedOptions<Target>): {
  ask: (target: Target) => void;
  dialog: ReactNode;
} {
  // Boxed, so that a target that is itself a function or a string is never read as a state updater.
  const [asked, setAsked] = useState<{ target: Target } | null>(null);
  return {
    ask: (target) => setAsked({ target }),
    dialog: (
      <ConfirmDialog
        opened={asked !== null}
        title={options.title}
        message={asked === null ? '' : options.message(asked.target)}
        {...(options.confirmLabel ? { confirmLabel: options.confirmLabel } : {})}
        onConfirm={() => (asked === null ? Promise.resolve() : options.run(asked.target))}
        onDone={() => {
          if (asked !== null) notifySuccess(options.done(asked.target));
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    ),
  };
}
