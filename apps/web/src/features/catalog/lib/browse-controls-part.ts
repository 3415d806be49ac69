/**
 * The catalogue's filters and sort as a part of its screens (decision 071): the module the build manifest names, which
 * the server preloads where a page opens on them (router.tsx, `parts`) and the browser loads before hydrating it.
 */
export const BROWSE_CONTROLS_PART = 'src/features/catalog/components/browse-controls.ts';
