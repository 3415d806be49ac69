import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CurrentUserReply } from '@shop/contracts';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms';
import { useSendVerificationEmail } from '../api/send-verification-email';

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
      <Stack gap="xs">
        <Text fw={600} size="lg">
          {user.name} {user.lastname}
        </Text>
        <Text c="dimmed">{user.email}</Text>
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconShieldCheck size={14} />}>
            {t('summary.role')}: {user.role.name}
          </Badge>
          <Badge variant="light" color={verified ? 'green' : 'yellow'} leftSection={<IconMail size={14} />}>
            {t('summary.email_status')}: {t(verified ? 'summary.verified' : 'summary.unverified')}
          </Badge>
          {!verified && (
            <Button variant="subtle" size="compact-sm" onClick={resend} loading={send.isPending}>
              {t('summary.resend')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
