// Filling the `:params` of the contracts' route paths (the *_PATHS constants), without zod: the web app's first
// load uses it.

/** The `:name` parameters of a path template, as a union of names. */
export type PathParams<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A contract's route path with its parameters filled in, each one encoded: `fillPath(BRAND_PATHS.one, { id: 3 })`
 * is `/admin/brands/3`. The server registers the same templates, so the web app never spells an API path by hand.
 */
export function fillPath<T extends string>(
  template: T,
  params: Record<PathParams<T>, string | number>,
): string {
  return template.replace(/:([a-z_]+)/gi, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
