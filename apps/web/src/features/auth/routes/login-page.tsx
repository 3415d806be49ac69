import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { LoginForm } from '../components/login-form';
import { safeRedirect } from '../utils/safe-redirect';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goOn = () => navigate(safeRedirect(params.get('redirect'), '/store'), { replace: true });

  return (
    <Stack>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <LoginForm onSignedIn={goOn} />
      <Text size="sm" ta="center">
        {t('login.no_account')}{' '}
        <Anchor component={Link} to="/Auth/Register" underline="always">
          {t('login.register_link')}
        </Anchor>
      </Text>
    </Stack>
  );
}
