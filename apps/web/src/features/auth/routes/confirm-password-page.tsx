import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { ConfirmPasswordForm } from '../components/confirm-password-form';
import { safeRedirect } from '../utils/safe-redirect';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goOn = () => navigate(safeRedirect(params.get('redirect'), '/Profile'), { replace: true });

  return (
    <Stack>
      <AuthHeading title={t('confirm.title')} subtitle={t('confirm.subtitle')} />
      <ConfirmPasswordForm onConfirmed={goOn} />
    </Stack>
  );
}
