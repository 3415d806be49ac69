// The plain constants of `points-of-sale.ts`, without zod: the storefront's first load lists the pickup points (the
// footer), not their schemas.

export const POINT_OF_SALE_PATHS = {
  list: '/admin/point-of-sales',
  one: '/admin/point-of-sales/:id',
  pickup: '/point-of-sales/pickup',
} as const;
