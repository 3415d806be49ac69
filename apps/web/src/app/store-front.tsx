import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { BelowTheFold } from '../components/below-the-fold';
import { catalogQueries } from '../features/catalog/api/catalog-queries';
import { storeHomeQueryOptions } from '../features/catalog/api/get-store-home';
import { storeBannersQuery } from '../features/catalog/api/store-banners';
import { BannerStrip } from '../features/catalog/components/banner-strip';
import { ProductBrowser } from '../features/catalog/components/product-browser';
import { StoreHomeSections } from '../features/catalog/components/store-home-sections';
import { storeTestimonialsQuery } from '../features/store/api/store-testimonials';
import { StoreHero } from '../features/store/components/store-hero';
import { prime } from '../lib/prime';

/**
 * The front's foot, below the fold: its code comes after the page's (issue 13); a server-rendered page has its HTML
 * at once and React hydrates it when the chunk arrives.
 */
const StoreAbout = lazy(async () => ({
  default: (await import('../features/store/components/store-about')).StoreAbout,
}));

/** The front's sections come with the catalogue only on the front itself, not on a search's results. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const front = [...url.searchParams.keys()].length === 0;
  return prime(context, [
    ...catalogQueries(url),
    ...(front ? [storeHomeQueryOptions, storeBannersQuery('/store'), storeTestimonialsQuery] : []),
  ]);
}

/**
 * /store: the shop's front and its catalogue. Browsing lives here too, its state in the URL
 * (`/store?search=camara&category=fotografia&sort=price&page=2`), so a search can be shared and reloaded; once the
 * URL narrows or orders the catalogue, the screen shows only the results.
 */
export function Component() {
  const { t } = useTranslation('catalog');
  const [searchParams] = useSearchParams();
  const browsing = [...searchParams.keys()].length > 0;

  // The browser keeps its place in the tree, so typing a search that turns the front into results keeps focus.
  return (
    <Stack gap="xl">
      {browsing ? (
        <Title order={1}>{t('browse.title')}</Title>
      ) : (
        <>
          <StoreHero />
          <BannerStrip section="/store" />
          <BelowTheFold>
            <StoreHomeSections />
          </BelowTheFold>
          <Text id="catalog-all-products" component="h2" fz="h3" fw={700} mb={-8}>
            {t('browse.all_products')}
          </Text>
        </>
      )}
      <BelowTheFold>
        <ProductBrowser />
      </BelowTheFold>
      {browsing ? null : (
        <BelowTheFold>
          <Suspense fallback={null}>
            <StoreAbout />
          </Suspense>
        </BelowTheFold>
      )}
    </Stack>
  );
}
