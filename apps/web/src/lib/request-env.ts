/**
 * What the app reads from the browser it runs in: how it reaches the API and the cookies it was sent with. The
 * server render (entry-server.tsx) replaces both for the request it renders, so that the same screens, queries and
 * cookie readers (language, coin) work there unchanged.
 */
export interface RequestEnv {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  cookies: () => string;
}

let env: RequestEnv = {
  fetch: (url, init) => fetch(url, init),
  cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
};

export const requestEnv = (): RequestEnv => env;

export function setRequestEnv(next: RequestEnv) {
  env = next;
}

/**
 * A cookie the browser (or the request being rendered) holds; undefined when it has none, or when its value is not
 * valid percent-encoding (`coin=%E0`, sent by anyone: decoding it threw, and the page's render failed with it).
 */
export function readCookie(name: string): string | undefined {
  const found = env
    .cookies()
    .split('; ')
    .find((c) => c.startsWith(`${name}=`));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
