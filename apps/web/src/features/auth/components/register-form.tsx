import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { registerBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { zodValidate } from '../../../lib/forms';
import { useRegister } from '../api/register';
import { serverErrorMessage } from '../utils/server-error-message';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({
    initialValues: { name: '', lastname: '', email: '', password: '', password_confirmation: '' },
    validate: zodValidate(registerBodySchema),
  });

  const submit = form.onSubmit((values) => {
    register.mutate(values, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: reply.message });
        onRegistered();
      },
      onError: (error) => {
        const message = serverErrorMessage(form, error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            required
            label={t('fields.name')}
            autoComplete="given-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            required
            label={t('fields.lastname')}
            autoComplete="family-name"
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <TextInput
          required
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          required
          label={t('fields.password')}
          description={t('fields.password_hint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          required
          label={t('fields.password_confirmation')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
