import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { deleteUserBodySchema } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { authToken } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { forgetUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const form = useForm({
    initialValues: { password: '' },
    validate: zodValidate(deleteUserBodySchema),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    deleteAccount.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('delete.done') });
        // Leave the guarded page before the user is cleared, so no guard sends us to the login page.
        void navigate('/', { replace: true });
        authToken.set(null);
        forgetUser(queryClient);
      },
      onError: (error) => {
        if (!applyServerErrors(form, error))
          notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  }, focusInvalidField);

  return (
    <Modal opened={opened} onClose={close} title={t('delete.modal_title')} size={480} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('delete.modal_text')}</Text>
          <PasswordField
            label={t('delete.password')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" color="red" loading={deleteAccount.isPending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
