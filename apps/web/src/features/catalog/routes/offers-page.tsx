import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { primeListing } from '../../../lib/prime';
import { catalogQueries } from '../api/catalog-queries';
import { storeBannersQuery } from '../api/store-banners';
import { storeOffersQuery, useStoreOffers } from '../api/store-offers';
import { BannerStrip } from '../components/banner-strip';
import { ProductBrowser } from '../components/product-browser';

const IN_OFFER = { in_offer: 'true' } as const;

export function loader({ request, context }: LoaderFunctionArgs) {
  const [products, filters] = catalogQueries(new URL(request.url), IN_OFFER);
  return primeListing(context, products, [filters, storeBannersQuery('/Offers'), storeOffersQuery()]);
}

/** /Offers: the offers running now with their end, then every product in offer with the catalogue's tools. */
export function Component() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const running = useStoreOffers().data?.offers ?? [];
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('offers.title')}</PageTitle>
        <Text c="dimmed">{t('offers.subtitle')}</Text>
      </div>
      {running.length > 0 && (
        <Group gap="xs" role="list" aria-label={t('offers.running')}>
          {running.map((offer) => (
            <Badge
              key={offer.id}
              role="listitem"
              size="lg"
              variant="light"
              color="red"
              tt="none"
              maw="100%"
              // Long names wrap on a phone instead of being cut.
              styles={{ root: { height: 'auto', paddingBlock: 4 }, label: { whiteSpace: 'normal' } }}
            >
              {t('offers.until', {
                name: offer.name,
                date: formatDate(offer.ends_at, locale, { dateStyle: 'long' }),
              })}
            </Badge>
          ))}
        </Group>
      )}
      <BannerStrip section="/Offers" />
      <ProductBrowser fixed={IN_OFFER} />
    </Stack>
  );
}
