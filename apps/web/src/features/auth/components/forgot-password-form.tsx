import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { forgotPasswordBodySchema } from '@shop/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { zodValidate } from '../../../lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { serverErrorMessage } from '../utils/server-error-message';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgotPassword = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidate(forgotPasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    forgotPassword.mutate(values, {
      onError: (error) => {
        const message = serverErrorMessage(form, error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {forgotPassword.data && (
          <Alert color="green" icon={<IconMailCheck />} role="status">
            {forgotPassword.data.message}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={forgotPassword.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
