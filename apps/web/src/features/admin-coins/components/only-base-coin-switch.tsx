import { Paper, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCoinSettings } from '../api/get-coin-settings';
import { useUpdateCoinSettings } from '../api/update-coin-settings';

/** The shop-wide `only_base_coin` setting; it belongs to the settings, so it follows their permissions. */
export function OnlyBaseCoinSwitch() {
  const { t } = useTranslation('admin-coins');
  const currentUser = useCurrentUser();
  const settings = useCoinSettings(userCan(currentUser, ['read_settings']));
  const update = useUpdateCoinSettings();
  if (!settings.data) return null;

  const checked = update.isPending ? update.variables.only_base_coin : settings.data.only_base_coin;
  return (
    <Paper withBorder p="md">
      <Switch
        checked={checked}
        disabled={!userCan(currentUser, ['update_settings']) || update.isPending}
        label={t('only_base_coin.label')}
        description={t('only_base_coin.description')}
        onChange={(event) => {
          const only = event.currentTarget.checked;
          update.mutate(
            { only_base_coin: only },
            {
              onSuccess: () => notifySuccess(t(only ? 'only_base_coin.on' : 'only_base_coin.off')),
              onError: notifyError,
            },
          );
        }}
      />
    </Paper>
  );
}
