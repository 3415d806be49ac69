import { Stack } from '@mantine/core';
import { StoreFeatures } from './store-features';
import { StoreTestimonials } from './store-testimonials';
import { StoreVisit } from './store-visit';

/** The foot of the front: what customers say, what the shop offers and where to find it (loaded after the page: app/store-front.tsx). */
export function StoreAbout() {
  return (
    <Stack gap="xl">
      <StoreTestimonials />
      <StoreFeatures />
      <StoreVisit />
    </Stack>
  );
}
