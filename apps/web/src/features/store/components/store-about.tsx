import { Stack } from '@mantine/core';
import { StoreFeatures } from './store-features';
import { StoreVisit } from './store-visit';

/** The foot of the front: what the shop offers and where to find it (loaded after the page: app/store-front.tsx). */
export function StoreAbout() {
  return (
    <Stack gap="xl">
      <StoreFeatures />
      <StoreVisit />
    </Stack>
  );
}
