import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type ListQuery = Record<string, string | number | undefined>;

/**
 * How a list turns the URL's query into its state. A hand-edited URL with a bad value must fall back to that
 * value's default instead of failing. The back office reads with the contract's zod schema; the storefront
 * passes a zod-free reader so that zod stays out of its first load.
 */
export interface QueryReader<T extends ListQuery> {
  read: (raw: Record<string, string>) => T;
  /** The state of an empty query; values equal to these stay out of the URL. */
  defaults: () => T;
}

/**
 * A reader from a zod schema: a value that fails is dropped and read again, so it takes its default. A rule across
 * values (a range upside down) is only checked once each value reads, so it may fail on a later reading.
 */
export function zodQueryReader<S extends z.ZodType<ListQuery>>(schema: S): QueryReader<z.output<S>> {
  return {
    read(input) {
      const raw = { ...input };
      for (let reading = 0; reading < 3; reading++) {
        const result = schema.safeParse(raw);
        if (result.success) return result.data;
        for (const issue of result.error.issues) delete raw[String(issue.path[0])];
      }
      return schema.parse({});
    },
    defaults: () => schema.parse({}),
  };
}

/**
 * A list's page, search, sort and filters, kept in the URL so that a list can be shared and reloaded.
 * Any change but the page's own goes back to page 1; values equal to the defaults stay out of the URL.
 */
export function useQueryParams<T extends ListQuery>(reader: QueryReader<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = reader.read(Object.fromEntries(searchParams));
  // What the URL will hold once the changes asked for land. React Router's functional update hands over the query of
  // the last render, not of the last change: a search whose pause ends just as a filter is clicked, before the page
  // renders again, was lost to the filter's change. So each change starts from the one before it; a URL changed from
  // outside (back button, a link) is seen as a new `searchParams` and starts again from it.
  const latest = useRef({ seen: searchParams, next: searchParams });
  if (latest.current.seen !== searchParams) latest.current = { seen: searchParams, next: searchParams };

  const update = (patch: Partial<T>, options: { replace?: boolean } = {}) => {
    const defaults: ListQuery = reader.defaults();
    const next = new URLSearchParams(latest.current.next);
    for (const [key, value] of Object.entries(patch)) {
      const blank = value === undefined || value === null || value === '';
      if (blank || String(value) === String(defaults[key])) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in patch)) next.delete('page');
    latest.current.next = next;
    setSearchParams(next, { replace: options.replace ?? false });
  };

  return [query, update] as const;
}

/** `useQueryParams` reading with a contract's zod schema (the back-office lists). */
export function useListParams<S extends z.ZodType<ListQuery>>(schema: S) {
  return useQueryParams(zodQueryReader(schema));
}
