/**
 * The catalogue's filters and sort as a part of its screens (decision 071): the module the build manifest names, which
 * the server preloads where a page opens on them (router.tsx, `parts`) and the browser loads before hydrating it.
 */
export const BROWSE_CONTROLS_PART = 'src/features/catalog/components/browse-controls.ts';

/**
 * The catalogue's pages, a deferred part of their own: no page preloads them (they come just after it), but the
 * front's catalogue hydrates with them and its controls, so that a tap made as it wakes is not lost (BelowTheFold).
 */
export const STORE_PAGINATION_PART = 'src/features/catalog/components/store-pagination.tsx';

/**
 * Whether /store shows the catalogue's results rather than its front: once its address narrows or orders the catalogue
 * (any query at all), the front's sections give way to the results and their filters. One rule for the loader, the
 * screen and the part the server preloads, so that the three never disagree about which page this is.
 */
export const opensOnCatalogue = (params: URLSearchParams): boolean => [...params.keys()].length > 0;
