import { createTheme } from '@mantine/core';

// SPEC §9 breakpoints, in em as Mantine expects (16 px each).
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '37.5em', md: '64em', lg: '90em', xl: '120em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** SPEC §9: notifications at the bottom, gone after 5 seconds. */
export const NOTIFICATIONS = { position: 'bottom-center', autoClose: 5000 } as const;
