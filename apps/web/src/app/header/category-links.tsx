import { Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StorefrontCategory } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeFiltersQueryOptions } from '../../features/catalog/api/get-store-filters';
import { categoryTree } from '../../features/catalog/lib/browse-params';
import { categoryHref } from '../../features/catalog/lib/hrefs';

export interface CategoryGroup {
  category: StorefrontCategory;
  /** Every category below it, depth first (the menu shows two levels; deeper ones join the second). */
  children: StorefrontCategory[];
}

/** The category tree as the menu shows it: each top category with the ones below it. */
export function categoryGroups(categories: readonly StorefrontCategory[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const node of categoryTree(categories)) {
    const last = groups.at(-1);
    if (node.depth === 0 || !last) groups.push({ category: node, children: [] });
    else last.children.push(node);
  }
  return groups;
}

interface CategoryLinksProps {
  columns: number;
  /** Called when a link is followed, so the panel or drawer around can close. */
  onNavigate: () => void;
}

/** Every offered category as links to the catalogue filtered by it, grouped under the top ones. */
export function CategoryLinks({ columns, onNavigate }: CategoryLinksProps) {
  const { t } = useTranslation('shell');
  const { data, isError } = useQuery(storeFiltersQueryOptions);
  if (isError) return <Text size="sm">{t('categories.failed')}</Text>;
  if (!data) return <Loader size="sm" role="status" aria-label={t('categories.loading')} />;
  const groups = categoryGroups(data.categories);
  return (
    <Stack gap="md">
      <SimpleGrid cols={columns} spacing="lg" verticalSpacing="md">
        {groups.map(({ category, children }) => (
          <Stack key={category.id} gap={6}>
            <Anchor
              component={Link}
              to={categoryHref(category.slug)}
              onClick={onNavigate}
              fw={600}
              c="inherit"
            >
              {category.name}
            </Anchor>
            {children.map((child) => (
              <Anchor
                key={child.id}
                component={Link}
                to={categoryHref(child.slug)}
                onClick={onNavigate}
                size="sm"
                c="dimmed"
              >
                {child.name}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to="/store" onClick={onNavigate} size="sm" fw={600}>
        {t('categories.all')}
      </Anchor>
    </Stack>
  );
}
