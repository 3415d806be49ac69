/**
 * The shop's calendar. Exchange rates are dated in Cuba, where the shop sells, so "today" is the same date for
 * every server, whatever its own time zone. (A file of its own: the storefront formats dates with it without zod.)
 */
export const SHOP_TIME_ZONE = 'America/Havana';
