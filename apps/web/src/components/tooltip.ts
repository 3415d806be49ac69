// A module of its own so that LazyTooltip can load Mantine's Tooltip (and floating-ui with it) apart.
export { Tooltip } from '@mantine/core';
