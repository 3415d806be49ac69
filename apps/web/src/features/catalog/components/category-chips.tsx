import { Button, Group, Text } from '@mantine/core';
import type { StorefrontCategory } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function categoryHref(slug: string): string {
  return `/store?category=${encodeURIComponent(slug)}`;
}

/** The top categories by priority, each opening the catalogue filtered by it. */
export function CategoryChips({ categories }: { categories: StorefrontCategory[] }) {
  const { t } = useTranslation('catalog');
  const top = categories.filter((category) => category.parent_id === null);
  if (top.length === 0) return null;
  return (
    <nav aria-labelledby="catalog-categories-title">
      <Text id="catalog-categories-title" component="h2" fz="h3" fw={700} mb="sm">
        {t('home.categories')}
      </Text>
      <Group gap="xs">
        {top.map((category) => (
          <Button
            key={category.id}
            component={Link}
            to={categoryHref(category.slug)}
            variant="light"
            radius="xl"
            size="sm"
          >
            {category.name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
