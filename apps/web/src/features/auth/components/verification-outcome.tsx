import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  ok: boolean;
  title: string;
  text: string;
  /** What to do next; a link to the store when the e-mail is verified. */
  children?: ReactNode;
}

export function VerificationOutcome({ ok, title, text, children }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <Alert
        color={ok ? 'green' : 'red'}
        icon={ok ? <IconCircleCheck /> : <IconAlertCircle />}
        title={title}
        role={ok ? 'status' : 'alert'}
      >
        {text}
      </Alert>
      {children ??
        (ok && (
          <Button component={Link} to="/store" fullWidth>
            {t('verify.go_to_store')}
          </Button>
        ))}
    </Stack>
  );
}
