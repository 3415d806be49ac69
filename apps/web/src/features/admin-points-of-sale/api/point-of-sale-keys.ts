import type { PointOfSaleListQuery } from '@shop/contracts';
import { fillPath, POINT_OF_SALE_PATHS } from '@shop/contracts';

/** Query keys of the back-office points of sale, from the widest to the narrowest. */
export const pointOfSaleKeys = {
  all: ['admin-points-of-sale'] as const,
  lists: () => [...pointOfSaleKeys.all, 'list'] as const,
  list: (query: PointOfSaleListQuery) => [...pointOfSaleKeys.lists(), query] as const,
  details: () => [...pointOfSaleKeys.all, 'detail'] as const,
  detail: (id: number) => [...pointOfSaleKeys.details(), id] as const,
};

/** The API path of one point. */
export function pointOfSaleApiPath(id: number): string {
  return fillPath(POINT_OF_SALE_PATHS.one, { id });
}

/** The screen of one point (SPEC §2 /admin/point_of_sales/{id}). */
export function pointOfSaleScreen(id: number): string {
  return `/admin/point_of_sales/${id}`;
}

export const POINTS_OF_SALE_SCREEN = '/admin/point_of_sales';
