import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/role-form';
import { RoleNotFound } from '../components/role-not-found';
import { knownPermissions } from '../lib/permission-selection';

/** /admin/roles/:id */
export function Component() {
  const { t } = useTranslation('admin-roles');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const role = useRole(id);
  const updateRole = useUpdateRole();

  if (role.error instanceof ApiError && role.error.status === 404) return <RoleNotFound />;
  if (role.isError)
    return <QueryError error={role.error} retryLabel={t('retry')} onRetry={() => role.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>
        {role.data ? t('edit_title', { name: role.data.name }) : t('edit_title_loading')}
      </Title>
      {role.data?.key && (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('system_role_hint')}
        </Alert>
      )}
      {role.data ? (
        <RoleForm
          key={role.data.id}
          initialValues={{ name: role.data.name, permissions: knownPermissions(role.data.permissions) }}
          mode="edit"
          onSubmit={async (body) => {
            await updateRole.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate('/admin/roles');
          }}
        />
      ) : (
        <Skeleton height={420} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
