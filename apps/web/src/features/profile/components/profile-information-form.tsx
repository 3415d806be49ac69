import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CurrentUserReply, profileInformationBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useUpdateProfileInformation } from '../api/update-profile-information';

export function ProfileInformationForm({ user }: { user: CurrentUserReply }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfileInformation();
  const form = useForm({
    initialValues: { name: user.name, lastname: user.lastname, email: user.email },
    validate: zodValidate(profileInformationBodySchema),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        const next = { name: saved.name, lastname: saved.lastname, email: saved.email };
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        const mustVerify = saved.email !== user.email && !saved.email_verified_at;
        notifications.show({
          color: 'green',
          message: t(mustVerify ? 'info.verify_new_email' : 'info.saved'),
        });
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
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            required
            label={t('info.name')}
            autoComplete="given-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            required
            label={t('info.lastname')}
            autoComplete="family-name"
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <TextInput
          required
          label={t('info.email')}
          description={t('info.email_change_note')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('info.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
