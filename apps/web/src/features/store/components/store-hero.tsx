import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useStoreName } from '../../../lib/store-identity';

/** Welcome, what the shop is, and the next step for this visitor. */
export function StoreHero() {
  const { t } = useTranslation('store');
  const name = useStoreName();
  const user = useCurrentUser();
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-light) 0%, var(--mantine-color-teal-light) 100%)',
      }}
    >
      <Stack gap="md" maw={680}>
        <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
          {t('hero.title', { name })}
        </Title>
        <Text size="lg">{t('hero.subtitle')}</Text>
        {user ? (
          <Group>
            <Text fw={500}>{t('hero.signed_in', { name: user.name })}</Text>
            <Button component={Link} to="/Profile" leftSection={<IconUser size={18} />}>
              {t('hero.profile')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button component={Link} to="/Auth/Register" size="md" leftSection={<IconUserPlus size={18} />}>
              {t('hero.register')}
            </Button>
            <Button
              component={Link}
              to="/Auth/Login"
              size="md"
              variant="default"
              leftSection={<IconLogin size={18} />}
            >
              {t('hero.sign_in')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
