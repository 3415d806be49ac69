import { Anchor, Box, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PageLoader } from '../../components/page-loader';
import { StoreBrand } from '../../components/store-brand';

/** SPEC §2 "guest": the sign-in and account pages in a centred card. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="main"
      mih="100dvh"
      p="md"
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      bg="var(--mantine-color-default-hover)"
    >
      <Stack w="100%" maw={460} gap="md">
        <Group justify="space-between" wrap="nowrap">
          <StoreBrand />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
          </Group>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
        <Anchor component={Link} to="/store" size="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('guest.back_to_store')}
          </Group>
        </Anchor>
      </Stack>
    </Box>
  );
}
