// A browser stand-in for benchmarks: keeps its cookies, fetches the anti-forgery cookie before its first write and
// echoes it, like the web app does (SPEC §7). Plain fetch (undici); no assertions.
export class HttpSession {
  /** `forwardedFor`: the client address this session claims through a trusted proxy (TRUST_PROXY=1). */
  constructor(base, { forwardedFor } = {}) {
    this.base = base;
    this.cookies = new Map();
    this.forwardedFor = forwardedFor;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method, path, body, headers = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/csrf-cookie');
    const all = { accept: 'application/json', ...headers };
    if (this.forwardedFor) all['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size) all.cookie = this.cookieHeader();
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && csrf) all['x-xsrf-token'] = decodeURIComponent(csrf);
    if (body !== undefined) all['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(response);
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      json: text ? safeJson(text) : undefined,
    };
  }

  get = (path) => this.request('GET', path);
  post = (path, body, headers) => this.request('POST', path, body ?? {}, headers);
  put = (path, body) => this.request('PUT', path, body ?? {});
  delete = (path) => this.request('DELETE', path);
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
