import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { copyStoredColorScheme, rememberColorScheme } from '../lib/color-scheme-cookie';

/**
 * The header's light/dark switch. It shows the light scheme's button until the page is alive, as the server renders
 * it (only the page's `<html>` takes the shopper's scheme from the cookie): a first render that differs from the
 * server's HTML fails the hydration. The choice goes to Mantine's local storage and to the cookie. Its tooltip is the
 * browser's own, as the cart button's (cart-button.tsx says why).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('shell');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const dark = useMounted() && computed === 'dark';
  useEffect(copyStoredColorScheme, []);
  const label = dark ? t('color_scheme.light') : t('color_scheme.dark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        setColorScheme(next);
        rememberColorScheme(next);
      }}
    >
      {dark ? <IconSun size={18} stroke={1.75} /> : <IconMoon size={18} stroke={1.75} />}
    </ActionIcon>
  );
}
