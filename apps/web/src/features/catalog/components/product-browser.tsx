import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SEARCH_MAX, type StorefrontProductsQuery } from '@shop/contracts';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNotice } from '../../../components/empty-notice';
import { PastTheEnd } from '../../../components/past-the-end';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCoin } from '../../../lib/coin';
import { deferred } from '../../../lib/deferred';
import { pastTheEnd } from '../../../lib/past-the-end';
import { trackEmptySearch } from '../../../lib/track';
import { useQueryParams } from '../../../lib/use-list-params';
import { useStoreProducts } from '../api/get-store-products';
import { BROWSE_CONTROLS_PART, STORE_PAGINATION_PART } from '../lib/browse-controls-part';
import { type BrowseParams, isFiltered, toProductsQuery } from '../lib/browse-params';
import { browseParamsReader } from '../lib/read-browse-params';
import classes from './product-browser.module.css';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

// Only phones open it, on a click: it loads after the page (modal, focus trap, scroll lock and all).
const FiltersDrawer = deferred(async () => (await import('./filters-drawer')).FiltersDrawer);
// Until their chunk arrives, a server-rendered page keeps their HTML (decision 071).
const CatalogFilters = deferred(
  async () => (await import('./browse-controls')).CatalogFilters,
  undefined,
  BROWSE_CONTROLS_PART,
);
const SortSelect = deferred(
  async () => (await import('./browse-controls')).SortSelect,
  undefined,
  BROWSE_CONTROLS_PART,
);
// Below the grid: its chunk comes just after the page, or, on the front, with the catalogue (store-front.tsx).
const StorePagination = deferred(
  async () => (await import('./store-pagination')).StorePagination,
  undefined,
  STORE_PAGINATION_PART,
);

interface ProductBrowserProps {
  /** What the screen fixes whatever the URL says (the offers screen: in_offer=true). */
  fixed?: Partial<StorefrontProductsQuery>;
}

/**
 * Search, filters, sort and pages over the catalogue, all kept in the URL so that a search can be shared and
 * reloaded; the server does the filtering and the paging.
 */
export function ProductBrowser({ fixed }: ProductBrowserProps) {
  const { t } = useTranslation('catalog');
  const [params, update] = useQueryParams(browseParamsReader);
  const products = useStoreProducts(toProductsQuery(params, fixed));
  const { coins, coin } = useCoin(products.data?.coins);
  const [filtersOpened, { open: openFilters, close: closeFilters }] = useDisclosure(false);
  const offersOnly = fixed?.in_offer === 'true';
  // Price bounds in the URL are in the coin named there, whatever the shopper shows prices in now.
  const rangeCoin = (params.coin && coins.find((c) => c.short_name === params.coin)) || coin;
  const data = products.data;
  const meta = data?.meta;
  // A search that found nothing tells the shop what shoppers want and it does not show (analytics).
  const searchOnly = !offersOnly && !isFiltered({ ...params, search: undefined });
  const emptySearch = meta?.total === 0 && searchOnly ? params.search : undefined;
  useEffect(() => {
    if (emptySearch) trackEmptySearch(emptySearch);
  }, [emptySearch]);

  const filters = (
    <Suspense fallback={null}>
      <CatalogFilters params={params} update={update} coin={rangeCoin} offersOnly={offersOnly} />
    </Suspense>
  );
  const narrowed = isFiltered(offersOnly ? { ...params, in_offer: undefined } : params);

  let results: React.ReactNode;
  if (products.isError && !data) {
    results = (
      <QueryError error={products.error} retryLabel={t('retry')} onRetry={() => products.refetch()} />
    );
  } else if (!data) {
    results = <ProductGridSkeleton />;
  } else if (meta && pastTheEnd(meta)) {
    results = <PastTheEnd meta={meta} onFirstPage={() => update({ page: 1 })} />;
  } else if (data.data.length === 0) {
    // Nothing asked for and nothing shown: the shop (or its offers) has nothing yet, no filter is to blame.
    const nothingYet = offersOnly ? 'no_offers' : 'nothing';
    results = (
      <EmptyNotice
        title={narrowed ? t('empty.title') : t(`empty.${nothingYet}_title`)}
        description={
          !narrowed
            ? t(`empty.${nothingYet}`)
            : params.search
              ? t('empty.search', { search: params.search })
              : t('empty.filters')
        }
        action={
          narrowed ? (
            <Button variant="light" onClick={() => clearAll(update)}>
              {t('filters.clear_all')}
            </Button>
          ) : offersOnly ? (
            // No offers is no reason to leave: the rest of the catalogue is a click away.
            <Button variant="light" component={Link} to="/store">
              {t('empty.no_offers_action')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    results = (
      <Box style={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ProductGrid products={data.data} coins={data.coins} />
      </Box>
    );
  }

  // A shop (or its offers) with nothing to sell has nothing to search, filter or sort: only say so.
  if (meta?.total === 0 && !narrowed) return results;

  return (
    <div className={classes.layout}>
      <aside className={classes.filters} aria-label={t('filters.title')}>
        {filters}
      </aside>
      <div className={classes.results}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <SearchField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={params.search ?? ''}
              max={SEARCH_MAX}
              onSearch={(search) =>
                update(
                  { search, sort: params.sort === 'relevance' && !search ? undefined : params.sort },
                  { replace: true },
                )
              }
            />
            <div className={classes.tools}>
              <Button
                hiddenFrom="md"
                flex="none"
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={openFilters}
              >
                {t('filters.title')}
              </Button>
              {/* Rendered in the browser before its chunk: its width is kept, so the filters button stays put. */}
              <Suspense fallback={<div className={classes.sort} />}>
                <SortSelect
                  value={params.sort}
                  searching={Boolean(params.search)}
                  onChange={(sort) => update({ sort })}
                />
              </Suspense>
            </div>
          </Group>
          {meta && meta.total > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('results', { count: meta.total })}
            </Text>
          ) : null}
          {results}
          {meta && meta.last_page > 1 && !pastTheEnd(meta) ? (
            <Group justify="center">
              {/* Rendered in the browser before its chunk arrives: the space is kept so nothing moves when it does. */}
              <Suspense fallback={<Box h={32} />}>
                <StorePagination
                  total={meta.last_page}
                  value={params.page}
                  onChange={(page) => {
                    update({ page });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </Suspense>
            </Group>
          ) : null}
        </Stack>
      </div>
      <Suspense fallback={null}>
        <FiltersDrawer opened={filtersOpened} onClose={closeFilters} title={t('filters.title')}>
          {filters}
        </FiltersDrawer>
      </Suspense>
    </div>
  );
}

function clearAll(update: (patch: Partial<BrowseParams>) => void) {
  update({
    search: undefined,
    category: undefined,
    brand: undefined,
    min_price: undefined,
    max_price: undefined,
    coin: undefined,
    in_offer: undefined,
    available: undefined,
  });
}
