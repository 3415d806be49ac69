import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { prime } from '../../../lib/prime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { catalogQueries } from '../api/catalog-queries';
import { ProductBrowser } from '../components/product-browser';

const IN_OFFER = { in_offer: 'true' } as const;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  prime(context, catalogQueries(new URL(request.url), IN_OFFER));

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
      <ProductBrowser fixed={IN_OFFER} />
    </Stack>
  );
}
