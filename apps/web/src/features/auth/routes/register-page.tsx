import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { RegisterForm } from '../components/register-form';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return (
    <Stack>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterForm onRegistered={() => navigate('/Auth/VerifyEmail', { replace: true })} />
      <Text size="sm" ta="center">
        {t('register.have_account')}{' '}
        <Anchor component={Link} to="/Auth/Login" underline="always">
          {t('register.login_link')}
        </Anchor>
      </Text>
    </Stack>
  );
}
