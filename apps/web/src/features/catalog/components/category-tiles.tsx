import { Skeleton, Text } from '@mantine/core';
import type { StorefrontHomeCategory } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref } from '../lib/hrefs';
import classes from './category-tiles.module.css';

/** Tiles a wide screen shows in one row: what the placeholder holds. */
const TILE_PLACEHOLDERS = 8;

/**
 * The top categories by priority as picture tiles, each opening the catalogue filtered by it; a row that scrolls
 * sideways on phones. A category without a picture shows its initial on the tint.
 */
export function CategoryTiles({ categories }: { categories: StorefrontHomeCategory[] }) {
  const { t } = useTranslation('catalog');
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="catalog-categories-title">
      <Text id="catalog-categories-title" component="h2" fz="h3" fw={700} mb="sm">
        {t('home.categories')}
      </Text>
      <ul className={classes.tiles}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category.slug)} className={classes.tile}>
              {category.image ? (
                <img
                  className={classes.picture}
                  src={category.image.list_url}
                  width={category.image.width}
                  height={category.image.height}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
              ) : (
                <span className={classes.picture} aria-hidden>
                  {category.name.slice(0, 1)}
                </span>
              )}
              <span className={classes.name}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tiles' title and places while the front loads, as tall as the tiles will be. */
export function CategoryTilesSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton height={28} width={160} mb="sm" />
      <ul className={classes.tiles}>
        {Array.from({ length: TILE_PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <Skeleton className={classes.picture} />
            <Skeleton height={14} mt={8} />
          </li>
        ))}
      </ul>
    </div>
  );
}
