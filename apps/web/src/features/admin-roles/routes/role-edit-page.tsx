import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/role-form';
import { knownPermissions } from '../lib/permission-selection';

/** /admin/roles/:id */
export function Component() {
  const { t } = useTranslation('admin-roles');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const role = useRole(id);
  const updateRole = useUpdateRole();

  return (
    <RecordPage
      query={role}
      title={(data) => (data ? t('edit_title', { name: data.label }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/roles',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <>
          {data.key && (
            <Alert color="gray" icon={<IconLock size={18} />}>
              {t('system_role_hint')}
            </Alert>
          )}
          <RoleForm
            key={data.id}
            initialValues={{ name: data.name, permissions: knownPermissions(data.permissions) }}
            mode="edit"
            readAs={data.label === data.name ? undefined : data.label}
            onSubmit={async (body) => {
              await updateRole.mutateAsync({ id, body });
              notifySuccess(t('notifications.updated'));
              await navigate('/admin/roles');
            }}
          />
        </>
      )}
    </RecordPage>
  );
}
