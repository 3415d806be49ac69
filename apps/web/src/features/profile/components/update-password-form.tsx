import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updatePasswordBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useUpdatePassword } from '../api/update-password';

export function UpdatePasswordForm() {
  const { t } = useTranslation('profile');
  const update = useUpdatePassword();
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: zodValidate(updatePasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (reply) => {
        form.reset();
        notifications.show({ color: 'green', message: reply.message });
      },
      onError: (error) => {
        if (!applyServerErrors(form, error))
          notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          required
          label={t('password.current_password')}
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          required
          label={t('password.password')}
          description={t('password.password_hint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          required
          label={t('password.password_confirmation')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
