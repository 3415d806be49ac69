/**
 * The catalogue's filters and sort, one chunk apart from the listing (decision 071): the front shows the catalogue
 * below its sections, so their code (switches, selects, the price range) waits until it nears the screen; a page
 * that opens on the catalogue (a search's results, the offers) preloads it with the page (router.tsx, `parts`).
 */
export { CatalogFilters } from './catalog-filters';
export { SortSelect } from './sort-select';
