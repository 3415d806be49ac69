import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { confirmPasswordBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { zodValidate } from '../../../lib/forms';
import { useConfirmPassword } from '../api/confirm-password';
import { serverErrorMessage } from '../utils/server-error-message';

export function ConfirmPasswordForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation('auth');
  const confirmPassword = useConfirmPassword();
  const form = useForm({
    initialValues: { password: '' },
    validate: zodValidate(confirmPasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    confirmPassword.mutate(values, {
      onSuccess: onConfirmed,
      onError: (error) => {
        const message = serverErrorMessage(form, error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={confirmPassword.isPending} fullWidth>
          {t('confirm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
