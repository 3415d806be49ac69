import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { ResetPasswordForm } from '../components/reset-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <Stack>
        <AuthHeading title={t('reset.title')} />
        <Alert color="green" icon={<IconCircleCheck />} role="status">
          {done}
        </Alert>
        <Button component={Link} to="/Auth/Login" fullWidth>
          {t('reset.sign_in')}
        </Button>
      </Stack>
    );
  }

  if (!token) {
    return (
      <Stack>
        <AuthHeading title={t('reset.title')} />
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {t('reset.invalid_link')}
        </Alert>
        <Anchor component={Link} to="/Auth/ForgotPassword" ta="center" size="sm">
          {t('reset.request_new_link')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <ResetPasswordForm token={token} email={params.get('email') ?? ''} onReset={setDone} />
    </Stack>
  );
}
