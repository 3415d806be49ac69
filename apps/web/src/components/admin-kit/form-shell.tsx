import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { focusFirstError } from '../../lib/focus-invalid-field';
import { applyServerErrors } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';

// biome-ignore lint/suspicious/noExplicitAny: any form's values; the caller's submit is typed by its own form.
export type AnyForm = UseFormReturnType<any, any>;

export interface FormShellProps<Values> {
  /** A Mantine form (its values may be transformed for sending: `onSubmit` gets what `transformValues` gives). */
  form: AnyForm;
  /** Saves; throws the API's error, whose field messages land on the fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Ask before leaving the page with unsaved changes (pages; dialogs guard their own closing). */
  guardLeaving?: boolean;
  /** Where the server's field errors go when the form nests the document it sends (`orders.`). */
  errorPrefix?: string;
  /** Also say a refusal with field errors in a notification (the field may sit on another tab). */
  announceFieldErrors?: boolean;
  children: ReactNode;
}

/**
 * The shell of every back-office form: validates with the form's schema, sends, puts the server's field errors on
 * their fields (anything else as a notification), brings the first error into view and focus, and asks before the
 * user leaves the page with changes not saved.
 */
export function FormShell<Values>({
  form,
  onSubmit,
  guardLeaving = false,
  errorPrefix = '',
  announceFieldErrors = false,
  children,
}: FormShellProps<Values>) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const ref = useRef<HTMLFormElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guardLeaving &&
      form.isDirty() &&
      !form.submitting &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  const submit = form.onSubmit(
    async (values: Values) => {
      try {
        await onSubmit(values);
        form.resetDirty();
      } catch (error) {
        if (!applyServerErrors(form, error, errorPrefix) || announceFieldErrors) notifyError(error);
        focusFirstError(ref.current);
      }
    },
    () => focusFirstError(ref.current),
  );

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      {children}
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('admin-shell:kit.unsaved_title')}
        message={t('admin-shell:kit.unsaved_message')}
        confirmLabel={t('admin-shell:kit.unsaved_leave')}
        color="orange"
        onConfirm={async () => blocker.proceed?.()}
        onDone={() => {}}
        onClose={() => blocker.reset?.()}
      />
    </form>
  );
}
