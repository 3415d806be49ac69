import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateRole } from '../api/create-role';
import { RoleForm } from '../components/role-form';

/** /admin/roles/Create */
export function Component() {
  const { t } = useTranslation('admin-roles');
  const navigate = useNavigate();
  const createRole = useCreateRole();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <RoleForm
        initialValues={{ name: '', permissions: [] }}
        mode="create"
        onSubmit={async (body) => {
          await createRole.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate('/admin/roles');
        }}
      />
    </Stack>
  );
}
