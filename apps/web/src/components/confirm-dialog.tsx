import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { skipTarget } from './skip-link';
import { focusIfLost } from './use-focus-back';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, naming what the action touches. */
  message: string;
  /** The confirming button's words; `common:delete` by default, and red. */
  confirmLabel?: string;
  /** The button that leaves things as they are; `common:cancel` by default. Where the action is itself a
   * cancellation ("Cancelar pedido"), "Cancelar" beside it would read as the same thing. */
  dismissLabel?: string;
  color?: string;
  /** Does it; resolves once done. */
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Once the dialog has gone: if the button that opened it went with the deleted row, the focus would be left on the
 * page's body and a keyboard user would start again from the top; it goes to the page's main content instead, where the
 * list is. Mantine gives it back to the button when the button is still there.
 */
function focusMainIfLost() {
  focusIfLost(() => document.getElementById(skipTarget.id));
}

/**
 * Asks before an action that cannot be undone (deleting, above all). A 409 (the record is still in use) stays in
 * the dialog in the server's words, since the user must read it; any other failure closes the dialog and shows a
 * notification.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  dismissLabel,
  color = 'red',
  onConfirm,
  onDone,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  // A dialog inside the row it deletes goes with the row, open or still leaving, and its exit transition never ends:
  // the list read again after a delete often comes back while the dialog fades.
  const shown = useRef(opened);
  if (opened) shown.current = true;
  useEffect(
    () => () => {
      if (shown.current) focusMainIfLost();
    },
    [],
  );
  const gone = () => {
    shown.current = false;
    focusMainIfLost();
  };

  const close = () => {
    setConflict(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setConflict(null);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.body.message);
      else {
        notifyError(error);
        close();
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} onExitTransitionEnd={gone} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {conflict && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {conflict}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {dismissLabel ?? t('cancel')}
          </Button>
          <Button color={color} onClick={confirm} loading={pending} disabled={conflict !== null}>
            {confirmLabel ?? t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
