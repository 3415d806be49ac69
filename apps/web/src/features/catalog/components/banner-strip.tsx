import type { BannerSection } from '@shop/contracts';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useStoreBanners } from '../api/store-banners';
import classes from './banner-strip.module.css';

/**
 * The carousel's code comes after the page's (issue 13): a server-rendered page shows the banners from its HTML at
 * once and React hydrates them when the chunk arrives; after a navigation, a box of the picture's ratio holds the
 * place meanwhile.
 */
const BannerCarousel = lazyPart(async () => ({
  default: (await import('./banner-carousel')).BannerCarousel,
}));

/** A page's banners (SPEC §3), or nothing when it has none. */
export function BannerStrip({ section }: { section: BannerSection }) {
  const banners = useStoreBanners(section).data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={<div className={classes.slide} aria-hidden />}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
