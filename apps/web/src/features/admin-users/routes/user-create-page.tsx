import { Stack } from '@mantine/core';
import { createUserBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { EMPTY_USER, UserForm } from '../components/user-form';

/** /admin/users/create */
export function Component() {
  const { t } = useTranslation('admin-users');
  const navigate = useNavigate();
  const createUser = useCreateUser();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <UserForm
        schema={createUserBodySchema}
        initialValues={EMPTY_USER}
        mode="create"
        onSubmit={async (body) => {
          await createUser.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate('/admin/users');
        }}
      />
    </Stack>
  );
}
