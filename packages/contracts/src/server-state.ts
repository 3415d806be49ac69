// Apart from spa-pages.ts: every page's first load reads this id, and none needs the list of pages.

/**
 * The id of the JSON block in which a server-rendered page hands the browser the data it was rendered with
 * (decision 016): a data block, not a script, so the content security policy keeps refusing inline scripts.
 */
export const SERVER_STATE_ID = 'shop-state';
