import type { StorefrontCategory } from '@shop/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import hidden from '../../components/visually-hidden.module.css';
import { storeFiltersQueryOptions } from '../../features/catalog/api/get-store-filters';
import { storeProductsQueryOptions } from '../../features/catalog/api/get-store-products';
import { categoryHref, productHref } from '../../features/catalog/lib/hrefs';
import { usePrices } from '../../lib/coin';
import classes from './header-search.module.css';
import { type Suggestion, searchHref } from './search-href';

/** Fewer letters match too much to help. */
export const SUGGEST_FROM_CHARS = 2;
const PRODUCTS_SHOWN = 5;
const CATEGORIES_SHOWN = 3;

/** Lower case without accents, so that "cafe" finds "Café". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchingCategories(
  categories: readonly StorefrontCategory[],
  query: string,
): StorefrontCategory[] {
  const wanted = folded(query);
  return categories.filter((category) => folded(category.name).includes(wanted)).slice(0, CATEGORIES_SHOWN);
}

/**
 * What the header's search suggests for `query`: the categories whose name holds it (from the filters the
 * catalogue already caches), the first products the catalogue search finds, and the search itself. Nothing is
 * asked for fewer than two letters.
 */
export function useSearchSuggestions(query: string): Suggestion[] {
  const long = query.length >= SUGGEST_FROM_CHARS;
  const filters = useQuery({ ...storeFiltersQueryOptions, enabled: long });
  const products = useQuery({
    ...storeProductsQueryOptions({ search: query, per_page: PRODUCTS_SHOWN, page: 1 }),
    enabled: long,
  });
  const { show } = usePrices(products.data?.coins);
  if (!long) return [];
  const categories = matchingCategories(filters.data?.categories ?? [], query).map(
    (category): Suggestion => ({
      key: `c${category.id}`,
      kind: 'category',
      label: category.name,
      href: categoryHref(category.slug),
    }),
  );
  const found = (products.data?.data ?? []).map((product): Suggestion => {
    const price = show(product.prices);
    return {
      key: `p${product.id}`,
      kind: 'product',
      label: product.name,
      href: productHref(product.slug),
      image: product.image?.list_url,
      price: price ? price.format(price.final_price) : undefined,
    };
  });
  return [...categories, ...found, { key: 'all', kind: 'all', label: query, href: searchHref(query) }];
}

function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('shell');
  if (suggestion.kind === 'all') {
    return (
      <>
        <IconSearch size={18} aria-hidden />
        <span className={classes.label}>{t('search.all', { query: suggestion.label })}</span>
      </>
    );
  }
  return (
    <>
      {suggestion.kind === 'product' ? (
        suggestion.image ? (
          <img className={classes.thumb} src={suggestion.image} alt="" width={40} height={40} />
        ) : (
          <span className={classes.thumb} />
        )
      ) : null}
      <span className={classes.label}>{suggestion.label}</span>
      <span className={classes.kind}>
        {suggestion.kind === 'category' ? t('search.category') : suggestion.price}
      </span>
    </>
  );
}

interface SearchSuggestionsProps {
  query: string;
  listId: string;
  open: boolean;
  activeKey: string | undefined;
  /** What is suggested now, for the search box's arrows and Enter. */
  onItems: (items: Suggestion[]) => void;
  onPick: (item: Suggestion) => void;
}

/**
 * The header search's list (loaded the first time the box is focused): asks for the suggestions, tells the box
 * what they are, and shows them as the listbox the box controls.
 */
export function SearchSuggestions({
  query,
  listId,
  open,
  activeKey,
  onItems,
  onPick,
}: SearchSuggestionsProps) {
  const { t } = useTranslation('shell');
  const items = useSearchSuggestions(query);
  const signature = items.map((item) => `${item.key}:${item.label}:${item.price ?? ''}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items change when their signature does.
  useEffect(() => onItems(items), [signature, onItems]);
  const shown = open && items.length > 0;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={classes.list}
        hidden={!shown}
      >
        {shown
          ? items.map((item) => (
              <div
                key={item.key}
                id={`${listId}-${item.key}`}
                role="option"
                tabIndex={-1}
                aria-selected={item.key === activeKey}
                className={classes.option}
                // Before the input's blur: the list would close under the pointer.
                onMouseDown={(event) => {
                  event.preventDefault();
                  onPick(item);
                }}
              >
                <SuggestionContent suggestion={item} />
              </div>
            ))
          : null}
      </div>
      <span role="status" className={hidden.root}>
        {shown ? t('search.count', { count: items.length - 1 }) : ''}
      </span>
    </>
  );
}
