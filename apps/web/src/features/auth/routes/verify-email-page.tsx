import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentUserQuery, useCurrentUser } from '../../../lib/current-user';
import { AuthHeading } from '../components/auth-heading';
import { ResendOrSignIn } from '../components/resend-or-sign-in';
import { VerificationOutcome } from '../components/verification-outcome';

/** Where the link in the e-mail lands (`?verified=1` or `?error=invalid`), and the "check your inbox" page. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const verified = params.get('verified') === '1';

  useEffect(() => {
    // The stored user still says "not verified" until it is loaded again.
    if (verified) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, [verified, queryClient]);

  let content: ReactNode;
  if (verified) {
    content = <VerificationOutcome ok title={t('verify.verified_title')} text={t('verify.verified')} />;
  } else if (params.has('error')) {
    content = (
      <VerificationOutcome ok={false} title={t('verify.invalid_title')} text={t('verify.invalid')}>
        <ResendOrSignIn />
      </VerificationOutcome>
    );
  } else if (user?.email_verified_at) {
    content = <VerificationOutcome ok title={t('verify.title')} text={t('verify.already_verified')} />;
  } else {
    content = (
      <Stack>
        <Text>{user ? t('verify.check_inbox_to', { email: user.email }) : t('verify.check_inbox')}</Text>
        <Text c="dimmed" size="sm">
          {t('verify.not_received')}
        </Text>
        <ResendOrSignIn />
      </Stack>
    );
  }

  return (
    <Stack>
      <AuthHeading title={t('verify.title')} />
      {content}
    </Stack>
  );
}
