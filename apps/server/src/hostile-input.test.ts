import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from './test/build-test-app';

/**
 * Issue 5 §3, hostile input: for every route of the OpenAPI document, generated bad inputs — wrong types, missing and
 * extra fields, huge strings and numbers, unicode, malformed JSON, wrong content types, odd path parameters — must
 * never produce a 5xx, and every error must have the JSON error shape. The cases come from a seeded generator, so a
 * failure names the seed and case that reproduce it. Requests run as the super administrator (bearer token), so they
 * reach the handlers rather than stopping at the permission check.
 */
const CASES_PER_ROUTE = 100;
const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);

/** Routes that would end the test's own session, or that serve files rather than JSON. */
const SKIP = new Set(['POST /api/logout', 'DELETE /api/user', 'GET /api/docs', 'GET /api/openapi.json']);

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    // mulberry32: small, fast, and the same sequence on every machine.
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'ñandú 🛒 ÅÄÖ',
  '\u202e\u200b',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '2026-13-45',
  '1e5',
  'NaN',
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [{}] } },
  Array.from({ length: 1000 }, (_, i) => i),
];

const PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '%00',
  'ñ',
  'x'.repeat(300),
  '%20',
  '1%2F2',
  '1',
];

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
type Operation = {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header' }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
let token = '';
let routes: Array<{ method: string; path: string; op: Operation }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  // Token mode, so that requests carry no cookie and need no anti-forgery header; the login itself needs one.
  const login = await new Agent(t.app).post('/api/login', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
    token_mode: true,
  });
  token = login.json().token;
  if (!token) throw new Error(`no token: ${login.body}`);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op }))
      .filter((r) => !SKIP.has(`${r.method} ${r.path}`)),
  );
});
afterAll(() => t.close());

function hostileCase(next: () => number, route: (typeof routes)[number]) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const url = route.path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(decodeURIComponent(pick(PATH_VALUES))),
  );
  const queryNames = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const query: Record<string, string> = {};
  for (const name of [...queryNames, 'unexpected'])
    if (next() < 0.5) query[name] = String(pick(HOSTILE_VALUES) ?? '');

  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  let payload: string | undefined;
  if (route.method !== 'GET') {
    const fields = Object.keys(route.op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    const shape = next();
    if (shape < 0.15) {
      headers['content-type'] = 'application/json';
      payload = pick(['{', '{"a":', 'null', '[]', '"text"', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}']);
    } else if (shape < 0.25) {
      headers['content-type'] = pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded']);
      payload = pick(['a=1&b=2', '<x/>', 'hello']);
    } else if (shape < 0.3) {
      headers['content-type'] = 'multipart/form-data; boundary=xyz';
      payload = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--';
    } else {
      headers['content-type'] = 'application/json';
      const body: Record<string, unknown> = {};
      for (const field of fields) if (next() < 0.7) body[field] = pick(HOSTILE_VALUES);
      if (next() < 0.3) body[`extra_${Math.floor(next() * 100)}`] = pick(HOSTILE_VALUES);
      payload = JSON.stringify(body);
    }
  }
  const search = new URLSearchParams(query).toString();
  return { method: route.method, url: search ? `${url}?${search}` : url, headers, payload };
}

describe('hostile input', () => {
  it(`never answers 5xx, and errors are JSON with a message (${CASES_PER_ROUTE} cases per route, seed ${SEED})`, async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const next = random(SEED + index);
      for (let n = 0; n < CASES_PER_ROUTE; n++) {
        const request = hostileCase(next, route);
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent++;
        const where = `${request.method} ${request.url.slice(0, 120)} [route ${index} case ${n}]`;
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const body = safeJson(response.body);
          if (typeof body?.message !== 'string')
            failures.push(`no JSON error shape ${where}: ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures.slice(0, 20), `${failures.length} of ${sent} cases failed`).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): { message?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
