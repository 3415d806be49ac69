import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { notifyError } from '../lib/notify';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, naming what the action touches. */
  message: string;
  /** The confirming button's words; `common:delete` by default, and red. */
  confirmLabel?: string;
  color?: string;
  /** Does it; resolves once done. */
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
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
  color = 'red',
  onConfirm,
  onDone,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

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
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {conflict && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {conflict}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color={color} onClick={confirm} loading={pending} disabled={conflict !== null}>
            {confirmLabel ?? t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
