import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from './lazy-tooltip';

/**
 * The header's light/dark switch. It shows the light scheme's button until the page is alive: the server cannot know
 * the choice kept in the browser, and a first render that differs from the server's HTML fails the hydration.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('shell');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const dark = useMounted() && computed === 'dark';
  const label = dark ? t('color_scheme.light') : t('color_scheme.dark');
  return (
    <LazyTooltip label={label} withinPortal>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <IconSun size={18} stroke={1.75} /> : <IconMoon size={18} stroke={1.75} />}
      </ActionIcon>
    </LazyTooltip>
  );
}
