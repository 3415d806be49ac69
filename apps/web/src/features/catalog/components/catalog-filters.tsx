import { Button, Divider, NativeSelect, Skeleton, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import type { StorefrontCoin } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useStoreFilters } from '../api/get-store-filters';
import { type BrowseParams, categoryTree, isFiltered } from '../lib/browse-params';
import classes from './catalog-filters.module.css';
import { PriceRangeFilter } from './price-range-filter';

interface CatalogFiltersProps {
  params: BrowseParams;
  update: (patch: Partial<BrowseParams>) => void;
  coin: StorefrontCoin | undefined;
  /** The offers screen is in offer by definition: no switch for it there. */
  offersOnly?: boolean;
}

const flag = (on: boolean) => (on ? 'true' : undefined);

/** Category tree, brand, price range in the chosen coin, in offer and available. */
export function CatalogFilters({ params, update, coin, offersOnly = false }: CatalogFiltersProps) {
  const { t } = useTranslation('catalog');
  const filters = useStoreFilters();
  const data = filters.data;

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} mb={4} id="catalog-category-filter">
          {t('filters.category')}
        </Text>
        {data ? (
          // Plain buttons rather than Mantine's NavLink, whose collapsible children (and their code, 3 kB in the
          // first load of /store) a flat list of categories does not use.
          <nav aria-labelledby="catalog-category-filter">
            <UnstyledButton
              className={classes.category}
              data-active={!params.category || undefined}
              onClick={() => update({ category: undefined })}
            >
              {t('filters.all_categories')}
            </UnstyledButton>
            {categoryTree(data.categories).map((category) => (
              <UnstyledButton
                key={category.id}
                className={classes.category}
                data-active={params.category === category.slug || undefined}
                aria-current={params.category === category.slug ? 'true' : undefined}
                onClick={() => update({ category: category.slug })}
                style={{ paddingInlineStart: 12 + category.depth * 16 }}
              >
                {category.name}
              </UnstyledButton>
            ))}
          </nav>
        ) : (
          <Skeleton height={120} />
        )}
      </div>
      {/* A native list: the storefront's first load stays free of the combobox machinery. */}
      <NativeSelect
        label={t('filters.brand')}
        data={[
          { value: '', label: t('filters.any_brand') },
          ...(data?.brands ?? []).map((brand) => ({ value: brand.slug, label: brand.name })),
        ]}
        value={params.brand ?? ''}
        onChange={(event) => update({ brand: event.currentTarget.value || undefined })}
      />
      <PriceRangeFilter
        min={params.min_price}
        max={params.max_price}
        coin={coin}
        onApply={(range) => update({ ...range, coin: coin?.short_name })}
      />
      <Divider />
      {offersOnly ? null : (
        <Switch
          label={t('filters.in_offer')}
          checked={params.in_offer === 'true'}
          onChange={(event) => update({ in_offer: flag(event.currentTarget.checked) })}
        />
      )}
      <Switch
        label={t('filters.available')}
        checked={params.available === 'true'}
        onChange={(event) => update({ available: flag(event.currentTarget.checked) })}
      />
      {isFiltered({ ...params, search: undefined }) ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() =>
            update({
              category: undefined,
              brand: undefined,
              min_price: undefined,
              max_price: undefined,
              coin: undefined,
              in_offer: undefined,
              available: undefined,
            })
          }
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
