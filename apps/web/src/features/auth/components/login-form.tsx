import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBodySchema } from '@shop/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { zodValidate } from '../../../lib/forms';
import { useLogin } from '../api/login';
import { serverErrorMessage } from '../utils/server-error-message';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  // Shown in the form rather than as a toast: "too many attempts, wait N seconds" must stay readable.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => setFailure(serverErrorMessage(form, error)),
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/Auth/ForgotPassword" size="sm">
            {t('login.forgot_link')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
