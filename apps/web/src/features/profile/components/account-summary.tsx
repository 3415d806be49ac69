import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CurrentUserReply } from '@shop/contracts';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { errorMessage } from '../../../lib/error-message';
import { useSendVerificationEmail } from '../../../lib/verification-email';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Stack>
  );
}

/** Who is signed in: name, e-mail, role and whether the e-mail is verified (with a way to verify it). */
export function AccountSummary({ user }: { user: CurrentUserReply }) {
  const { t } = useTranslation('profile');
  const send = useSendVerificationEmail();
  const verified = !!user.email_verified_at;

  const resend = () =>
    send.mutate(undefined, {
      onSuccess: (reply) => notifications.show({ color: 'green', message: reply.message }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Stack gap={2}>
          <Text fw={600} size="lg">
            {user.name} {user.lastname}
          </Text>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <EmailAddress email={user.email} />
          </Text>
        </Stack>
        <Group gap="xl" align="flex-start">
          <Fact label={t('summary.role')}>
            <Badge variant="light" size="lg" tt="none" leftSection={<IconShieldCheck size={14} />}>
              {user.role.name}
            </Badge>
          </Fact>
          <Fact label={t('summary.email_status')}>
            <Badge
              variant="light"
              size="lg"
              tt="none"
              color={verified ? 'green' : 'yellow'}
              leftSection={<IconMail size={14} />}
            >
              {t(verified ? 'summary.verified' : 'summary.unverified')}
            </Badge>
            {!verified && (
              <Button variant="subtle" size="compact-sm" onClick={resend} loading={send.isPending}>
                {t('summary.resend')}
              </Button>
            )}
          </Fact>
        </Group>
      </Stack>
    </Paper>
  );
}
