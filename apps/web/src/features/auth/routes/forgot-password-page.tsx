import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('auth');

  return (
    <Stack>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <ForgotPasswordForm />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/Auth/Login" underline="always">
          {t('forgot.back_to_login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
