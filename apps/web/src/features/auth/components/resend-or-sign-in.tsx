import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { ResendVerification } from './resend-verification';

const SIGN_IN_AND_COME_BACK = `/Auth/Login?redirect=${encodeURIComponent('/Auth/VerifyEmail')}`;

/** Only a signed-in user can ask for another link: the server sends it to the session's account. */
export function ResendOrSignIn() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  if (user) return <ResendVerification />;
  return (
    <Button component={Link} to={SIGN_IN_AND_COME_BACK} variant="light" fullWidth>
      {t('verify.sign_in_to_resend')}
    </Button>
  );
}
