import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { useFocusBack } from '../use-focus-back';
import { type AnyForm, FormShell } from './form-shell';

export interface FormDialogProps<Values> {
  opened: boolean;
  title: string;
  onClose: () => void;
  form: AnyForm;
  /** Saves; on success the dialog closes. Throws the API's error, whose field messages land on the fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The submit button's words (`common:save` by default). */
  submitLabel?: string;
  /** Wider for a form with a text editor. */
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A create or edit form in a dialog, on the form shell (validation, server errors on their fields, first error
 * focused). Closing it with unsaved changes (Escape, the close button, Cancel) asks first. Mounted open and unmounted
 * on close, it still gives the focus back to the button that opened it.
 */
export function FormDialog<Values>({
  opened,
  title,
  onClose,
  form,
  onSubmit,
  submitLabel,
  size,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const [askingToClose, setAskingToClose] = useState(false);
  useFocusBack(opened);
  const close = () => (form.isDirty() ? setAskingToClose(true) : onClose());

  return (
    <>
      <Modal opened={opened} onClose={close} title={title} centered size={size}>
        <FormShell
          form={form}
          onSubmit={async (values: Values) => {
            await onSubmit(values);
            onClose();
          }}
        >
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {submitLabel ?? t('save')}
              </Button>
            </Group>
          </Stack>
        </FormShell>
      </Modal>
      <ConfirmDialog
        opened={askingToClose}
        title={t('admin-shell:kit.unsaved_title')}
        message={t('admin-shell:kit.unsaved_message')}
        confirmLabel={t('admin-shell:kit.unsaved_leave')}
        color="orange"
        onConfirm={async () => {}}
        onDone={() => {
          setAskingToClose(false);
          onClose();
        }}
        onClose={() => setAskingToClose(false)}
      />
    </>
  );
}
