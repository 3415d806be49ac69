import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSendVerificationEmail } from '../../../lib/verification-email';

/** Asks for another verification link; the server's answer is shown as it came. */
export function ResendVerification() {
  const { t } = useTranslation('auth');
  const send = useSendVerificationEmail();

  const resend = () =>
    send.mutate(undefined, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack>
      {send.data && (
        <Alert color="green" icon={<IconMailCheck />} role="status">
          {send.data.message}
        </Alert>
      )}
      <Button onClick={resend} loading={send.isPending} variant="light" fullWidth>
        {t('verify.resend')}
      </Button>
    </Stack>
  );
}
