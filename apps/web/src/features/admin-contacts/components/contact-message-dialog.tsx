import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ContactMessage, ContactStatus } from '@shop/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { useFocusBack } from '../../../components/use-focus-back';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useSetContactStatus } from '../api/contacts';
import { ContactStatusBadge } from './contact-status-badge';

interface ContactMessageDialogProps {
  message: ContactMessage;
  canHandle: boolean;
  onClose: () => void;
}

/** One message in full. Opening a new one marks it read; staff mark it handled once they answered. */
export function ContactMessageDialog({ message, canHandle, onClose }: ContactMessageDialogProps) {
  const { t } = useTranslation('admin-contacts');
  const locale = useLocale();
  const setStatus = useSetContactStatus();
  const { mutate } = setStatus;
  useFocusBack(true);

  useEffect(() => {
    if (canHandle && message.status === 'new') mutate({ id: message.id, status: 'read' });
  }, [canHandle, message.id, message.status, mutate]);

  const move = async (status: ContactStatus) => {
    await setStatus.mutateAsync({ id: message.id, status });
    notifySuccess(t(`notifications.${status}`));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('dialog.title', { name: message.name })} size="lg" centered>
      <Stack gap="md">
        <Group gap="xs">
          <ContactStatusBadge status={message.status} />
          <Text size="sm" c="dimmed">
            {formatDateTime(message.created_at, locale)}
          </Text>
        </Group>
        <Anchor href={`mailto:${message.email}`}>
          <EmailAddress email={message.email} />
        </Anchor>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
        {message.handled_by && (
          <Text size="sm" c="dimmed">
            {t('dialog.handled_by', { name: message.handled_by })}
          </Text>
        )}
        {canHandle && (
          <Group justify="flex-end">
            {message.status === 'handled' ? (
              <Button variant="default" onClick={() => move('read')} loading={setStatus.isPending}>
                {t('dialog.reopen')}
              </Button>
            ) : (
              <Button onClick={() => move('handled')} loading={setStatus.isPending}>
                {t('dialog.mark_handled')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
