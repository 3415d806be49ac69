import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountSummary } from '../components/account-summary';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileInformationForm } from '../components/profile-information-form';
import { ProfileSection } from '../components/profile-section';
import { UpdatePasswordForm } from '../components/update-password-form';

export function Component() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  // The guard lets only signed-in users in; null only while the account is being deleted.
  if (!user) return null;

  return (
    <Stack maw={720} mx="auto" w="100%" gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <AccountSummary user={user} />
      <ProfileSection title={t('info.title')} subtitle={t('info.subtitle')}>
        <ProfileInformationForm user={user} />
      </ProfileSection>
      <ProfileSection title={t('password.title')} subtitle={t('password.subtitle')}>
        <UpdatePasswordForm />
      </ProfileSection>
      <DeleteAccountSection />
    </Stack>
  );
}
