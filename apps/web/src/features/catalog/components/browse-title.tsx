import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useQueryParams } from '../../../lib/use-list-params';
import { useStoreFilters } from '../api/get-store-filters';
import { browseParamsReader } from '../lib/read-browse-params';

/**
 * A browsing screen's heading and tab name: what it shows. A search names what was searched, a category (with staff's
 * line about it) or a brand its name, as the server names the page (`page-head.ts`); anything else is the catalogue.
 */
export function BrowseTitle() {
  const { t } = useTranslation('catalog');
  const [{ search, category, brand }] = useQueryParams(browseParamsReader);
  const filters = useStoreFilters().data;
  const inCategory = category ? filters?.categories.find((c) => c.slug === category) : undefined;
  const named = inCategory || (brand && filters?.brands.find((b) => b.slug === brand));
  return (
    <div>
      <PageTitle>
        {search ? t('browse.search_title', { search }) : named ? named.name : t('browse.title')}
      </PageTitle>
      {!search && inCategory?.description ? (
        <Text c="dimmed" mt={4}>
          {inCategory.description}
        </Text>
      ) : null}
    </div>
  );
}
