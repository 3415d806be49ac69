import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type ListQuery = Record<string, string | number | undefined>;

/** Reads the query; a hand-edited URL with a bad value falls back to that value's default instead of failing. */
function parseQuery<S extends z.ZodType<ListQuery>>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = Object.fromEntries(params);
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = schema.safeParse(raw);
  return second.success ? second.data : schema.parse({});
}

/**
 * A list's page, search, sort and filters, kept in the URL so that a list can be shared and reloaded.
 * Any change but the page's own goes back to page 1; values equal to the defaults stay out of the URL.
 */
export function useListParams<S extends z.ZodType<ListQuery>>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseQuery(schema, searchParams);

  const update = (patch: Partial<z.output<S>>, options: { replace?: boolean } = {}) => {
    const defaults: ListQuery = schema.parse({});
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          const blank = value === undefined || value === null || value === '';
          if (blank || String(value) === String(defaults[key])) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: options.replace ?? false },
    );
  };

  return [query, update] as const;
}
