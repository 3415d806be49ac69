import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { prime } from '../../../lib/prime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { catalogQueries } from '../api/catalog-queries';
import { storeBannersQuery } from '../api/store-banners';
import { BannerStrip } from '../components/banner-strip';
import { ProductBrowser } from '../components/product-browser';

const IN_OFFER = { in_offer: 'true' } as const;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  prime(context, [...catalogQueries(new URL(request.url), IN_OFFER), storeBannersQuery('/Offers')]);

/** /Offers: every product in offer, with the catalogue's search, filters and sorts. */
export function Component() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('offers.title'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('offers.title')}</Title>
        <Text c="dimmed">{t('offers.subtitle')}</Text>
      </div>
      <BannerStrip section="/Offers" />
      <ProductBrowser fixed={IN_OFFER} />
    </Stack>
  );
}
