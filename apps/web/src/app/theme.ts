import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineThemeOverride,
} from '@mantine/core';

// SPEC §9 breakpoints, in em as Mantine expects (16 px each).
export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA (issue 20): shade 6, Mantine's default, puts white words on blue at 3.55:1; shade 8 at 4.9:1 and more
  // for every colour staff can choose, and autoContrast gives the light ones (yellow, lime) dark words.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // autoContrast's switch to black words (Mantine's default is at luminance 0.3): white reads at 4.5:1 only up to
  // 0.183, so green, teal, cyan and orange buttons and staff's own colours above it get black words (4.6:1 and more).
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '37.5em', md: '64em', lg: '90em', xl: '120em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** SPEC §9: notifications at the bottom, gone after 5 seconds. */
export const NOTIFICATIONS = { position: 'bottom-center', autoClose: 5000 } as const;

/**
 * Two of Mantine's light-mode colours are too faint for words (WCAG AA asks 4.5:1): the dimmed grey (gray.6, 3.32:1
 * on white) becomes gray.7 (7:1), and the words of light variants (badges, alerts, light buttons: shade 9 on a pale
 * tint, 2.7:1 for yellow, 3.8:1 for green) are that shade darkened by 35 % (5:1 and more). Dark mode's dimmed grey
 * becomes dark.1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A field's error and its asterisk: Mantine's red.6 reads at 3.3:1 on white, its dark scheme's red.8 at 3.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    ...Object.fromEntries(
      Object.entries(current.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)],
        // Coloured words (`c="red"`: an offer's end, a discount, a warning, a card's recharge) in the darkest shade
        // on light backgrounds, darker still where that is too faint; the dark scheme keeps Mantine's shade 4. One
        // name reads on both, instead of a shade per scheme.
        [`--mantine-color-${name}-text`, readable(shades[9])],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
});

/**
 * A colour darkened until words in it read at 4.5:1 on white and on a hovered row's grey (gray.1): a luminance of
 * 0.155 at most. Green's shade 9 read at 4.4:1 (a card's recharge), lime's, yellow's and orange's fainter still.
 */
const readable = (color: string): string =>
  luminance(color) > 0.155 ? readable(darken(color, 0.05)) : color;

/**
 * Mantine's icon-only buttons named in the page's language: every dialog's, drawer's and toast's × ("Cerrar"), every
 * select's and date field's × ("Borrar"); the colour fields' parts are named by the kit's `ColorField`.
 * Mantine leaves them without a name, which screen readers announce as a bare "button" (axe: button-name, critical).
 * A dialog that says more names its own.
 */
export function withControlNames(
  shop: MantineThemeOverride,
  names: { close: string; clear: string },
): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': names.close };
  return {
    ...shop,
    components: {
      ...shop.components,
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      // Mantine's hidden first stop in a menu (focusable, so not the "presentation" it says it is) leaves the menu
      // with a child no screen reader can place (axe: aria-required-children, critical); without it the menu's first
      // item takes the focus when it opens, as WAI-ARIA's menu button does.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // The × that empties a select or a date field ("Borrar").
      InputClearButton: { defaultProps: { 'aria-label': names.clear } },
    },
  };
}
