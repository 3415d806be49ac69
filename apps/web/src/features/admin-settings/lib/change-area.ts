/**
 * The words key of a logged route (`content-pages/:id` → `content_pages_id`): i18next reads `:` and `.` in a key as
 * namespace and nesting.
 */
export const changeAreaKey = (area: string) => area.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
