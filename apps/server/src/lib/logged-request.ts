import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets or a person's: a password reset's token and e-mail, an e-mail
 * verification link's signature, PayPal's order token and payer id on the way back from paying. Compared in lower case.
 */
const HIDDEN_QUERY = new Set(['token', 'signature', 'email', 'payerid']);
/** Route parameters that carry a secret: the e-mail verification link's hash (`/api/verify-email/:id/:hash`). */
const HIDDEN_PARAM = /^:(hash|token|signature)$/;
const HIDDEN = '[hidden]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A request's URL as the log may keep it (docs/security.md: no secret in a log): the values of secret query
 * parameters and the segments of secret route parameters hidden, the rest as asked. `pattern` is the route the
 * router matched, so the path's segments line up with its parameters.
 */
export function loggedUrl(url: string, pattern?: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const patternParts = pattern?.split('/') ?? [];
  const shownPath = patternParts.some((part) => HIDDEN_PARAM.test(part))
    ? path
        .split('/')
        .map((segment, i) => (HIDDEN_PARAM.test(patternParts[i] ?? '') ? HIDDEN : segment))
        .join('/')
    : path;
  if (mark === -1) return shownPath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && HIDDEN_QUERY.has(decoded(name).toLowerCase()) ? `${name}=${HIDDEN}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/** Fastify's own `req` serializer, with the URL as `loggedUrl` shows it. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
