import { Avatar, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogin, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/current-user';
import { DeferredMenu, deferredMenu } from './deferred-menu';
import classes from './user-menu.module.css';

const GuestMenu = deferredMenu(async () => (await import('./account-menus')).GuestMenu);
const AccountMenu = deferredMenu(async () => (await import('./account-menus')).AccountMenu);

interface UserMenuProps {
  /** The layout knows whether the user may open any back-office area. */
  canOpenAdmin: boolean;
}

function GuestActions() {
  const { t } = useTranslation('shell');
  const target = (
    <UnstyledButton className={classes.menu} aria-label={t('user.menu')}>
      <Avatar radius="xl" size={34} color="blue" aria-hidden>
        <IconUser size={18} />
      </Avatar>
    </UnstyledButton>
  );
  return (
    <>
      <Group gap="xs" className={classes.buttons} wrap="nowrap">
        <Button component={Link} to="/Auth/Login" variant="default" leftSection={<IconLogin size={16} />}>
          {t('user.sign_in')}
        </Button>
        <Button component={Link} to="/Auth/Register" leftSection={<IconUserPlus size={16} />}>
          {t('user.register')}
        </Button>
      </Group>
      <DeferredMenu target={target}>{(part) => <GuestMenu {...part} />}</DeferredMenu>
    </>
  );
}

/** Sign in / register for visitors; profile, back office and sign out for users. */
export function UserMenu({ canOpenAdmin }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!user) return <GuestActions />;
  const target = (
    // The name holds the words shown beside the picture (WCAG 2.5.3, label in name): "Menú de la cuenta de Ana".
    <UnstyledButton aria-label={t('user.menu_of', { name: user.name })}>
      <Group gap={6} wrap="nowrap">
        <Avatar radius="xl" size={34} color="blue" aria-hidden>
          <IconUser size={18} />
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
          {user.name}
        </Text>
        {/* Beside the name only: on a 320 px phone the header's controls had no pixel left for it. */}
        <Box component="span" visibleFrom="md" display="flex">
          <IconChevronDown size={14} aria-hidden />
        </Box>
      </Group>
    </UnstyledButton>
  );
  return (
    <DeferredMenu target={target}>
      {(part) => <AccountMenu {...part} user={user} canOpenAdmin={canOpenAdmin} />}
    </DeferredMenu>
  );
}
