import { CSRF_COOKIE, CSRF_HEADER } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AgentRequest {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Skip the anti-forgery header, to test its absence. */
  noCsrf?: boolean;
}

/**
 * A browser stand-in over `app.inject`: keeps cookies between calls and, like the web client, fetches the
 * anti-forgery cookie before the first write and echoes it in the header.
 */
let clients = 0;

export class Agent {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;
  /**
   * Each agent is one client on its own address (as shoppers are), so per-address limits count per agent; give
   * two agents one address to act as one client.
   */
  remoteAddress: string;

  constructor(
    readonly app: FastifyInstance,
    options: { remoteAddress?: string } = {},
  ) {
    clients += 1;
    this.remoteAddress = options.remoteAddress ?? `127.0.${(clients >> 8) & 255}.${clients & 255 || 1}`;
  }

  get = (url: string, options: AgentRequest = {}) => this.request('GET', url, undefined, options);
  post = (url: string, body?: unknown, options: AgentRequest = {}) =>
    this.request('POST', url, body, options);
  put = (url: string, body?: unknown, options: AgentRequest = {}) => this.request('PUT', url, body, options);
  patch = (url: string, body?: unknown, options: AgentRequest = {}) =>
    this.request('PATCH', url, body, options);
  delete = (url: string, body?: unknown, options: AgentRequest = {}) =>
    this.request('DELETE', url, body, options);

  async request(method: Method, url: string, body?: unknown, options: AgentRequest = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (method !== 'GET' && !options.noCsrf && !this.bearer) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/csrf-cookie');
      const token = this.cookies.get(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = decodeURIComponent(token);
    }
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(options.query ? { query: options.query } : {}),
      ...(body !== undefined ? { payload: body as string } : {}),
    });
    this.keepCookies(response);
    return response;
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
