import { Stack } from '@mantine/core';
import { StoreFeatures } from '../components/store-features';
import { StoreHero } from '../components/store-hero';
import { StoreVisit } from '../components/store-visit';

/** The store front (/store). */
export function Component() {
  return (
    <Stack gap="xl">
      <StoreHero />
      <StoreFeatures />
      <StoreVisit />
    </Stack>
  );
}
