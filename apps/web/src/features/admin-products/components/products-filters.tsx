import { Group, Select } from '@mantine/core';
import {
  PRODUCT_KINDS,
  PRODUCT_STOCK_FILTERS,
  type ProductKind,
  type ProductListQuery,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { CategoryFilter } from '../../../components/admin-kit';
import { useBrandOptions } from '../api/get-options';

interface ProductsFiltersProps {
  query: ProductListQuery;
  /** The kind an area is about (combos, services): no kind filter then. */
  fixedKind?: ProductKind | undefined;
  onChange: (patch: Partial<ProductListQuery>, options?: { replace?: boolean }) => void;
}

type Flag = 'active' | 'visible' | 'in_offer' | 'has_cost';
const FLAGS: readonly Flag[] = ['active', 'visible', 'in_offer', 'has_cost'];
const flagValue = (value: string | null) => (value === 'true' || value === 'false' ? value : undefined);
const idValue = (value: string | null) => (value ? Number(value) : undefined);

export function ProductsFilters({ query, onChange, fixedKind }: ProductsFiltersProps) {
  const { t } = useTranslation('admin-products');
  const brands = useBrandOptions();
  // Wide enough for "Cualquier categoría", which 180 px cut to "Cualquier categorí".
  const width = { base: '100%', sm: 200 };

  return (
    <Group gap="sm" align="flex-end">
      <CategoryFilter
        aria-label={t('filters.category')}
        placeholder={t('filters.any_category')}
        value={query.category_id}
        onChange={(category_id) => onChange({ category_id })}
        w={width}
      />
      <Select
        aria-label={t('filters.brand')}
        placeholder={t('filters.any_brand')}
        data={(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
        value={query.brand_id ? String(query.brand_id) : null}
        onChange={(value) => onChange({ brand_id: idValue(value) })}
        searchable
        clearable
        nothingFoundMessage={t('common:nothing_found')}
        w={width}
      />
      {!fixedKind && (
        <Select
          aria-label={t('filters.kind')}
          placeholder={t('filters.any_kind')}
          data={PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={query.kind ?? null}
          onChange={(value) => onChange({ kind: PRODUCT_KINDS.find((kind) => kind === value) })}
          clearable
          w={width}
        />
      )}
      <Select
        aria-label={t('filters.stock')}
        placeholder={t('filters.stock')}
        data={PRODUCT_STOCK_FILTERS.map((stock) => ({ value: stock, label: t(`filters.stock_${stock}`) }))}
        value={query.stock ?? null}
        onChange={(value) => onChange({ stock: PRODUCT_STOCK_FILTERS.find((stock) => stock === value) })}
        clearable
        w={width}
      />
      {FLAGS.map((flag) => (
        <Select
          key={flag}
          aria-label={t(`filters.${flag}`)}
          placeholder={t(`filters.${flag}`)}
          data={[
            { value: 'true', label: t(`filters.${flag}_true`) },
            { value: 'false', label: t(`filters.${flag}_false`) },
          ]}
          value={query[flag] ?? null}
          onChange={(value) => onChange({ [flag]: flagValue(value) })}
          clearable
          w={width}
        />
      ))}
    </Group>
  );
}
