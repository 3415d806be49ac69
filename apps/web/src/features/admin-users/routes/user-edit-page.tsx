import { Stack } from '@mantine/core';
import { type AdminUser, updateUserBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { CustomerOrdersCard } from '../components/customer-orders-card';
import { UserForm, type UserFormValues } from '../components/user-form';
import { UserNoteCard } from '../components/user-note-card';
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

/** /admin/users/:id: the account, what staff keep in mind about the person, and (for readers of orders) their orders. */
export function Component() {
  const { t } = useTranslation('admin-users');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useUser(id);
  const updateUser = useUpdateUser();
  // Staff who read orders see the person's orders under their account.
  const canReadOrders = userCan(useCurrentUser(), ['read_orders']);

  return (
    <RecordPage
      query={user}
      title={(data) => (data ? t('edit_title', { name: fullName(data) }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/users',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="xl">
          <UserForm
            key={data.id}
            schema={updateUserBodySchema}
            initialValues={formValues(data)}
            mode="edit"
            onSubmit={async (body) => {
              await updateUser.mutateAsync({ id, body });
              notifySuccess(t('notifications.updated'));
              await navigate('/admin/users');
            }}
          />
          <UserNoteCard userId={data.id} />
          {canReadOrders && <CustomerOrdersCard userId={data.id} />}
        </Stack>
      )}
    </RecordPage>
  );
}
