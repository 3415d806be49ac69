// The store settings' defaults, without zod: the storefront's header shows the default name on first load.

/** The name the settings start with; the store's name is data, the same in every language. */
export const DEFAULT_STORE_NAME = 'Tienda';
export const DEFAULT_FAVICON_URL = '/favicon.svg';
