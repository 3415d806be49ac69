import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { resetPasswordBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { zodValidate } from '../../../lib/forms';
import { useResetPassword } from '../api/reset-password';
import { serverErrorMessage } from '../utils/server-error-message';

interface Props {
  /** From the link in the e-mail; sent back as it came. */
  token: string;
  email: string;
  onReset: (message: string) => void;
}

export function ResetPasswordForm({ token, email, onReset }: Props) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const validate = zodValidate(resetPasswordBodySchema);
  const form = useForm({
    initialValues: { email, password: '', password_confirmation: '' },
    validate: (values) => validate({ ...values, token }),
  });

  const submit = form.onSubmit((values) => {
    resetPassword.mutate(
      { ...values, token },
      {
        onSuccess: (reply) => onReset(reply.message),
        onError: (error) => {
          const message = serverErrorMessage(form, error);
          if (message) notifications.show({ color: 'red', message });
        },
      },
    );
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          required
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          required
          label={t('reset.password')}
          description={t('fields.password_hint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          required
          label={t('reset.password_confirmation')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
