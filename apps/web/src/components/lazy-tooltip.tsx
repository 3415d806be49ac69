import type { TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { deferred } from '../lib/deferred';

// Mantine's Tooltip positions itself with floating-ui, which no page needs to paint: the control shows at once
// and gains its tooltip a moment later (never, should the chunk fail to load).
const Tooltip = deferred(
  async () => (await import('./tooltip')).Tooltip,
  ({ children }: TooltipProps) => children,
);

/** Mantine's Tooltip, loaded after the page: until then the wrapped control shows without it. */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
