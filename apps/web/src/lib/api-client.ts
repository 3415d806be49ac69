import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@shop/contracts';
import { isOffline, OfflineError } from './offline';
import { readCookie, requestEnv } from './request-env';

/** A failed API call, carrying the server's JSON error body (`message` and per-field `errors`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/**
 * Whether the server refused what was asked, so that the same request answers the same again: a 4xx (a filter it
 * cannot read, a category gone, a permission), but not a timeout or a wait (408, 429). A lost connection, the
 * server's own failure or a wait could succeed a moment later.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** A 401 is the caller's business (the initial user load, the login form): no redirect to the login page. */
  skipAuthRedirect?: boolean;
  /** Statuses the caller handles itself: no redirect and no warning for them (401/419 of the initial user load). */
  expectedStatuses?: readonly number[];
  /** Survives navigation: not aborted by `abortInFlightExceptLast` (the user load, logout, app-wide reads). */
  keepOnNavigation?: boolean;
  /** Extra request headers (an order's `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** A write the server deduplicates (same Idempotency-Key): retried once like a read, since a replay is harmless. */
  idempotent?: boolean;
}

export const API_BASE = '/api';
/** SPEC §7: one retry for reads, on a network failure or on these statuses. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRIES = 1;
const TOKEN_KEY = 'auth_token';

interface ClientHooks {
  /** Called on a 401: the app clears the stored user and goes to /auth/login. */
  onUnauthorized?: () => void;
}
const hooks: ClientHooks = {};
export function setApiHooks(next: ClientHooks) {
  Object.assign(hooks, next);
}

/**
 * Sign-outs so far. A 401 to a request sent before the latest one speaks of the session that has just ended, not of
 * the visitor now at the browser: it must not send them to the login page.
 */
let signOuts = 0;
export function markSignedOut() {
  signOuts++;
}

/** Token mode keeps a bearer token instead of relying on the session cookie. */
export const authToken = {
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string | null) =>
    token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY),
};

/**
 * Reads in flight that a navigation may abort (SPEC §2). Writes are left alone: aborting one hides its outcome
 * from the user without undoing it on the server.
 */
const inFlight: AbortController[] = [];

/** Aborts every read in flight except the most recent one; called when a navigation starts. */
export function abortInFlightExceptLast() {
  const keep = inFlight.at(-1);
  for (const controller of inFlight.splice(0)) {
    if (controller === keep) inFlight.push(controller);
    else controller.abort();
  }
}

/** The API's address for a path and its query; empty values are left out. A download link uses it too. */
export function apiUrl(path: string, query?: ApiRequest['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

// Concurrent writes share one cookie request.
let csrfRequest: Promise<unknown> | null = null;
async function ensureCsrfCookie() {
  if (readCookie(CSRF_COOKIE)) return;
  csrfRequest ??= requestEnv()
    .fetch(`${API_BASE}/csrf-cookie`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    .finally(() => {
      csrfRequest = null;
    });
  await csrfRequest;
}

async function parseError(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return { message: body.message ?? response.statusText, ...(body.errors ? { errors: body.errors } : {}) };
  } catch {
    return { message: response.statusText || `HTTP ${response.status}` };
  }
}

/** Browsers cannot send files with PUT: the server reads `_method` from a POSTed form (SPEC §7). */
function encodeBody(method: NonNullable<ApiRequest['method']>, body: unknown) {
  if (body instanceof FormData) {
    if (method !== 'PUT' && method !== 'PATCH') return { method, body, json: false };
    const copy = new FormData();
    for (const [key, value] of body) copy.append(key, value);
    copy.set('_method', method);
    return { method: 'POST' as const, body: copy, json: false };
  }
  if (body === undefined) return { method, body: undefined, json: false };
  return { method, body: JSON.stringify(body), json: true };
}

function linkAbort(controller: AbortController, signal: AbortSignal | undefined) {
  if (!signal) return () => {};
  if (signal.aborted) controller.abort(signal.reason);
  const abort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  return () => signal.removeEventListener('abort', abort);
}

/** Calls the API as SPEC §7 describes: credentials, JSON, anti-forgery header, one retry for reads. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const requested = request.method ?? 'GET';
  const write = requested !== 'GET';
  if (write && isOffline()) throw new OfflineError();
  const { method, body, json } = encodeBody(requested, request.body);
  let headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (json) headers['Content-Type'] = 'application/json';

  const token = authToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  else {
    if (write) await ensureCsrfCookie();
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  const sentInSession = signOuts;
  let renewedCsrf = false;
  const controller = new AbortController();
  const unlink = linkAbort(controller, request.signal);
  if (!write && !request.keepOnNavigation) inFlight.push(controller);

  try {
    for (let attempt = 0; ; attempt++) {
      const canRetry = (!write || request.idempotent === true) && attempt < RETRIES;
      let response: Response;
      try {
        response = await requestEnv().fetch(apiUrl(path, request.query), {
          method,
          headers,
          body: body ?? null,
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (error) {
        if (canRetry && !controller.signal.aborted) continue;
        throw error;
      }
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      if (canRetry && RETRY_STATUSES.has(response.status)) continue;
      if (response.status === 419 && !token && !renewedCsrf && !readCookie(CSRF_COOKIE)) {
        // The session the token was bound to had ended (an hour idle, a sign-out elsewhere): the server refused the
        // write before doing anything and voided both cookies. With the token missing, SPEC §7's rule applies: fetch
        // one first, then send the write, once.
        renewedCsrf = true;
        await ensureCsrfCookie();
        headers = { ...headers, [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' };
        continue;
      }
      throw reportFailure(response.status, await parseError(response), request, sentInSession !== signOuts);
    }
  } finally {
    unlink();
    const index = inFlight.indexOf(controller);
    if (index >= 0) inFlight.splice(index, 1);
  }
}

function reportFailure(
  status: number,
  body: ErrorBody,
  request: ApiRequest,
  sentBeforeSignOut: boolean,
): ApiError {
  if (!request.expectedStatuses?.includes(status)) {
    if (status === 419) console.warn('CSRF token mismatch, check your API configuration');
    if (status === 401 && !request.skipAuthRedirect && !sentBeforeSignOut) hooks.onUnauthorized?.();
  }
  return new ApiError(status, body);
}

export { readCookie };
