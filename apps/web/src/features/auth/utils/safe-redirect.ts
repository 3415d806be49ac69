/**
 * The `redirect` query parameter, when it names a page of this site; otherwise the fallback.
 * `//host` and `/\host` are read by browsers as another origin, so they are refused (open redirect).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
