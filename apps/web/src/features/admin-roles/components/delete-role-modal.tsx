import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Role } from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteRole } from '../api/delete-role';

interface DeleteRoleModalProps {
  /** The role to delete; null keeps the modal closed. */
  role: Role | null;
  onClose: () => void;
}

/**
 * Asks before deleting. A refusal the user must read (the role still has users, or the shop relies on it)
 * stays in the dialog; any other failure closes it and shows a notification.
 */
export function DeleteRoleModal({ role, onClose }: DeleteRoleModalProps) {
  const { t } = useTranslation(['admin-roles', 'common']);
  const deleteRole = useDeleteRole();
  const conflict =
    deleteRole.error instanceof ApiError && deleteRole.error.status === 409 ? deleteRole.error : null;

  const close = () => {
    deleteRole.reset();
    onClose();
  };

  const confirm = (target: Role) =>
    deleteRole.mutate(target.id, {
      onSuccess: () => {
        notifySuccess(t('notifications.deleted', { name: target.name }));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return;
        notifyError(error);
        close();
      },
    });

  return (
    <Modal opened={role !== null} onClose={close} title={t('delete.title')} centered>
      {role && (
        <Stack gap="md">
          <Text size="sm">{t('delete.confirm', { name: role.name })}</Text>
          {conflict && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {conflict.body.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => confirm(role)}
              loading={deleteRole.isPending}
              disabled={!!conflict}
            >
              {t('common:delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
