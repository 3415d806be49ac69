import { Stack, Text } from '@mantine/core';
import type { HomeSection } from '@shop/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { BelowTheFold } from '../components/below-the-fold';
import { catalogQueries } from '../features/catalog/api/catalog-queries';
import { storeHomeQueryOptions } from '../features/catalog/api/get-store-home';
import { storeBannersQuery } from '../features/catalog/api/store-banners';
import { BannerStrip } from '../features/catalog/components/banner-strip';
import { BrowseTitle } from '../features/catalog/components/browse-title';
import { ProductBrowser } from '../features/catalog/components/product-browser';
import { StoreHomeSection } from '../features/catalog/components/store-home-sections';
import {
  BROWSE_CONTROLS_PART,
  opensOnCatalogue,
  STORE_PAGINATION_PART,
} from '../features/catalog/lib/browse-controls-part';
import { homeLayoutQuery, useHomeLayout } from '../features/store/api/home-layout';
import { storeTestimonialsQuery } from '../features/store/api/store-testimonials';
import { StoreHero } from '../features/store/components/store-hero';
import { lazyPart } from '../lib/lazy-part';
import { primeListing } from '../lib/prime';
import { withWords } from './route-helpers';

/**
 * The sections below the fold: their code comes after the page's (issue 13); a server-rendered page has their HTML
 * at once and React hydrates them when the chunk arrives.
 */
const extra = (name: 'OrderSteps' | 'StoreFeatures' | 'StoreTestimonials' | 'StoreVisit') =>
  lazyPart(async () => ({ default: (await import('../features/store/components/home-extras'))[name] }));
const LAZY_SECTIONS: Partial<Record<HomeSection, ComponentType>> = {
  testimonials: extra('StoreTestimonials'),
  order_steps: extra('OrderSteps'),
  features: extra('StoreFeatures'),
  visit: extra('StoreVisit'),
  // The contact form brings its words and its checks (zod) along.
  contact_form: lazyPart(
    withWords(async () => ({ default: (await import('./home-contact')).HomeContact }), 'content'),
  ),
};

/** The front's sections come with the catalogue only on the front itself, not on a search's results. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const front = !opensOnCatalogue(url.searchParams);
  const [products, filters] = catalogQueries(url);
  return primeListing(context, products, [
    filters,
    ...(front
      ? [homeLayoutQuery, storeHomeQueryOptions, storeBannersQuery('/store'), storeTestimonialsQuery]
      : []),
  ]);
}

const CATALOGUE_PARTS = [BROWSE_CONTROLS_PART, STORE_PAGINATION_PART];

function Catalog({ front }: { front: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      {front ? (
        <Text id="catalog-all-products" component="h2" fz="h3" fw={700} mb={-8}>
          {t('browse.all_products')}
        </Text>
      ) : null}
      {/* It hydrates with its filters, sort and pages, so that a tap on them as it wakes acts once they are alive. */}
      <BelowTheFold needs={CATALOGUE_PARTS}>
        <ProductBrowser />
      </BelowTheFold>
    </>
  );
}

/** One front section, in the place the Home page tab gives it. */
function FrontSection({ section }: { section: HomeSection }) {
  switch (section) {
    case 'banners':
      return <BannerStrip section="/store" />;
    case 'categories':
    case 'offers':
    case 'newest':
    case 'best_sellers':
      // The offers' pictures may be in the first screen: they load at once.
      return (
        <BelowTheFold>
          <StoreHomeSection section={section} eager={section === 'offers'} />
        </BelowTheFold>
      );
    default: {
      const Section = LAZY_SECTIONS[section];
      // No loading boundary of its own: the part's keeps the server's HTML until the section's code is there, then
      // hydrates whole, so that a click kept while it waited reaches a form React has taken over (decision 074).
      return Section ? (
        <BelowTheFold>
          <Section />
        </BelowTheFold>
      ) : null;
    }
  }
}

/**
 * /store: the shop's front and its catalogue. The front is the hero, then the sections staff chose, in their order
 * (the Home page tab). Browsing lives here too, its state in the URL
 * (`/store?search=camara&category=fotografia&sort=price&page=2`), so a search can be shared and reloaded; once the
 * URL narrows or orders the catalogue, the screen shows only the results.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const browsing = opensOnCatalogue(searchParams);
  const sections = useHomeLayout(!browsing);

  // Keyed children of one parent: the catalogue keeps its element when the front turns into results, so typing a
  // search there keeps focus.
  return (
    <Stack gap="xl">
      {browsing
        ? [<BrowseTitle key="title" />, <Catalog key="catalog" front={false} />]
        : [
            <StoreHero key="hero" />,
            // The catalogue as the same element the results show, not inside a FrontSection: a different component at
            // its key would make React build it again, and the search typed into it would lose its focus.
            ...sections.map((section) =>
              section === 'catalog' ? (
                <Catalog key="catalog" front />
              ) : (
                <FrontSection key={section} section={section} />
              ),
            ),
          ]}
    </Stack>
  );
}
