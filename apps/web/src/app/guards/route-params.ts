import { isRecordId } from '@shop/contracts';
import { data, type Params } from 'react-router';

export type ParamRule = 'id';

const valid: Record<ParamRule, (value: string) => boolean> = { id: isRecordId };

/** A route's own validation: a bad parameter is a 404 error page, never a request with garbage (SPEC §2, §5). */
export function assertRouteParams(params: Params, rules: Record<string, ParamRule> | undefined, url: URL) {
  for (const [name, rule] of Object.entries(rules ?? {})) {
    const value = params[name];
    if (value === undefined || !valid[rule](value)) {
      throw data(`Page not found: ${url.pathname}`, { status: 404, statusText: 'Not Found' });
    }
  }
}
