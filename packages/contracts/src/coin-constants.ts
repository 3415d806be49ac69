// The plain constants of `coins.ts`, without zod: the storefront's first load needs them, not the schemas.

export const COIN_SORTS = [
  'short_name',
  '-short_name',
  'name',
  '-name',
  'created_at',
  '-created_at',
] as const;

/** The key of the settings document `coins`. */
export const COIN_SETTINGS_KEY = 'coins';

/** The coin shoppers see before choosing one, kept in this cookie. */
export const COIN_COOKIE = 'coin';

export const COIN_PATHS = {
  list: '/admin/coins',
  one: '/admin/coins/:id',
  settings: '/admin/coins/settings',
  storefront: '/coins',
  rates: '/coins/rates',
} as const;
