import { Switch, Tooltip } from '@mantine/core';
import type { AdminUser } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { fullName } from '../lib/user-display';

interface UserEnabledSwitchProps {
  user: AdminUser;
  /** Turning off one's own account would lock the person out mid-session. */
  isSelf: boolean;
}

/** Enables or disables a user from the list, sending the row's own data with the new state. */
export function UserEnabledSwitch({ user, isSelf }: UserEnabledSwitchProps) {
  const { t } = useTranslation('admin-users');
  const update = useUpdateUser();
  const name = fullName(user);
  const checked = update.isPending && update.variables ? update.variables.body.enabled : user.enabled;

  const toggle = (enabled: boolean) => {
    const body = {
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      role_id: user.role.id,
      enabled,
    };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () =>
          notifySuccess(t(enabled ? 'notifications.enabled' : 'notifications.disabled', { name })),
        onError: notifyError,
      },
    );
  };

  return (
    <Tooltip label={t('own_account')} disabled={!isSelf}>
      <Switch
        checked={checked}
        disabled={isSelf || update.isPending}
        aria-label={t('toggle_enabled', { name })}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
    </Tooltip>
  );
}
