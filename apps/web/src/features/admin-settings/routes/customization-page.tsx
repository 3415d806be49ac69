import { Divider, Stack, Text } from '@mantine/core';
import { DEFAULT_FAVICON_URL } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useStoreSettings } from '../api/store-settings';
import { CustomizationForm } from '../components/customization-form';
import { SettingsTabPanel } from '../components/settings-tab-panel';
import { StorePictureField } from '../components/store-picture-field';

/** /admin/settings/Customization (SPEC §2, guard check-customization-settings): how the shop looks. */
export function Component() {
  const { t } = useTranslation('admin-settings');
  const canSave = userCan(useCurrentUser(), ['read_settings', 'update_settings']);

  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('customization.title')}</PageTitle>
        <Text c="dimmed">{t('customization.subtitle')}</Text>
      </div>
      <SettingsTabPanel query={useStoreSettings()}>
        {(saved) => (
          <Stack gap="xl" maw={720}>
            <CustomizationForm saved={saved} canSave={canSave} />
            <Divider />
            <StorePictureField picture="logo" url={saved.logo_url} isDefault={false} canSave={canSave} />
            <StorePictureField
              picture="favicon"
              url={saved.favicon_url}
              isDefault={saved.favicon_url === DEFAULT_FAVICON_URL}
              canSave={canSave}
            />
          </Stack>
        )}
      </SettingsTabPanel>
    </Stack>
  );
}
