import { Skeleton, Stack, Title } from '@mantine/core';
import { type AdminUser, updateUserBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm, type UserFormValues } from '../components/user-form';
import { UserNotFound } from '../components/user-not-found';
import { fullName } from '../lib/user-display';

function formValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    password: '',
    role_id: String(user.role.id),
    enabled: user.enabled,
  };
}

/** /admin/users/:id */
export function Component() {
  const { t } = useTranslation('admin-users');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useUser(id);
  const updateUser = useUpdateUser();

  if (user.error instanceof ApiError && user.error.status === 404) return <UserNotFound />;
  if (user.isError)
    return <QueryError error={user.error} retryLabel={t('retry')} onRetry={() => user.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>
        {user.data ? t('edit_title', { name: fullName(user.data) }) : t('edit_title_loading')}
      </Title>
      {user.data ? (
        <UserForm
          key={user.data.id}
          schema={updateUserBodySchema}
          initialValues={formValues(user.data)}
          mode="edit"
          onSubmit={async (body) => {
            await updateUser.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate('/admin/users');
          }}
        />
      ) : (
        <Skeleton height={260} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
