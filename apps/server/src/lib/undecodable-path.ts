/**
 * A request path whose escapes do not decode (`/Products/%E0%A4%A`, `/api/cart%FF`) names nothing the shop has.
 * Fastify's router refuses it before any hook runs, with a 400 in English and no security headers; with its `%`
 * taken literally it reaches the routes as any unknown name does: a 404 in the user's language, or the app's
 * 'Page Not Found', with every hook. Any other URL is returned as it is.
 */
export function literalUndecodablePath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (query === -1 ? '' : url.slice(query));
  }
}
