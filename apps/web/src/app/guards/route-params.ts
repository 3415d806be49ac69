import { data, type Params } from 'react-router';

export type ParamRule = 'id';

// The largest id the database holds (a PostgreSQL integer).
const MAX_ID = 2_147_483_647;
const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

const valid: Record<ParamRule, (value: string) => boolean> = {
  id: (value) => POSITIVE_INTEGER.test(value) && Number(value) <= MAX_ID,
};

/** A route's own validation: a bad parameter is a 404 error page, never a request with garbage (SPEC §2, §5). */
export function assertRouteParams(params: Params, rules: Record<string, ParamRule> | undefined, url: URL) {
  for (const [name, rule] of Object.entries(rules ?? {})) {
    const value = params[name];
    if (value === undefined || !valid[rule](value)) {
      throw data(`Page not found: ${url.pathname}`, { status: 404, statusText: 'Not Found' });
    }
  }
}
