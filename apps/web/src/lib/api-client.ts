import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@shop/contracts';

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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** The initial user load: a 401 only means "not signed in", without redirecting. */
  skipAuthRedirect?: boolean;
}

const BASE = '/api';
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
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

/** Token mode keeps a bearer token instead of relying on the session cookie. */
export const authToken = {
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string | null) => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY)),
};

export function readCookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

/** Requests in flight, so that a navigation can abort all but the latest one (SPEC §2). */
const inFlight: AbortController[] = [];
export function abortInFlightExceptLast() {
  const keep = inFlight.at(-1);
  for (const controller of inFlight.splice(0)) {
    if (controller === keep) inFlight.push(controller);
    else controller.abort();
  }
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const url = `${BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function ensureCsrfCookie(signal?: AbortSignal) {
  if (readCookie(CSRF_COOKIE)) return;
  await fetch(`${BASE}/csrf-cookie`, { credentials: 'include', signal: signal ?? null });
}

async function parseError(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return { message: body.message ?? response.statusText, ...(body.errors ? { errors: body.errors } : {}) };
  } catch {
    return { message: response.statusText || `HTTP ${response.status}` };
  }
}

/** Calls the API as SPEC §7 describes: credentials, JSON, anti-forgery header, one retry for reads. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let method = request.method ?? 'GET';
  const write = method !== 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;

  if (request.body instanceof FormData) {
    body = request.body;
    if (method === 'PUT' || method === 'PATCH') {
      request.body.set('_method', method);
      method = 'POST';
    }
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  const token = authToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (write) {
    await ensureCsrfCookie(request.signal);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  const controller = new AbortController();
  const abort = () => controller.abort();
  request.signal?.addEventListener('abort', abort, { once: true });
  inFlight.push(controller);

  try {
    for (let attempt = 0; ; attempt++) {
      const canRetry = !write && attempt < RETRIES;
      let response: Response;
      try {
        response = await fetch(buildUrl(path, request.query), {
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
      const error = new ApiError(response.status, await parseError(response));
      if (response.status === 419) console.warn('CSRF token mismatch, check your API configuration');
      if (response.status === 401 && !request.skipAuthRedirect) hooks.onUnauthorized?.();
      throw error;
    }
  } finally {
    request.signal?.removeEventListener('abort', abort);
    const index = inFlight.indexOf(controller);
    if (index >= 0) inFlight.splice(index, 1);
  }
}
