import { Divider, Drawer, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconArticle,
  IconDiscount,
  IconHelpCircle,
  IconInfoCircle,
  IconMail,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavList } from '../../components/nav-list';
import { useFocusBack } from '../../components/use-focus-back';
import { useStoreNav } from '../../lib/store-nav';
import { CategoryLinks } from './category-links';

const ICONS: Record<string, Icon> = {
  '/Offers': IconDiscount,
  '/blog': IconArticle,
  '/info': IconInfoCircle,
  '/Frequent-Ask': IconHelpCircle,
  '/Contact-Us': IconMail,
};

interface StoreDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The phone's menu: the categories, then the shop's pages. Loaded the first time the menu button is pressed, so it
 * mounts open, and gives the focus back to that button itself once closed.
 */
export function StoreDrawer({ opened, onClose }: StoreDrawerProps) {
  const { t } = useTranslation('shell');
  const focusBack = useFocusBack(opened);
  const links = useStoreNav().map((link) => ({
    path: link.path,
    labelKey: `shell:nav.${link.key}`,
    icon: ICONS[link.path] ?? IconInfoCircle,
  }));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={focusBack}
      title={t('nav.menu')}
      size="85%"
      closeButtonProps={{ 'aria-label': t('nav.close') }}
    >
      <Stack gap="md">
        <Text component="h2" fw={700} size="sm" tt="uppercase" c="dimmed">
          {t('categories.title')}
        </Text>
        <CategoryLinks columns={1} onNavigate={onClose} />
        <Divider />
        <nav aria-label={t('nav.label')}>
          <NavList items={links} onNavigate={onClose} />
        </nav>
      </Stack>
    </Drawer>
  );
}
