import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from './test/build-test-app';
import { signIn } from './test/factories';

/**
 * Every reply is sent once. A handler that sends with `reply.send` and then resolves `undefined` makes Fastify send a
 * second, empty reply while a signed-in visitor's session is still being saved: "Reply was already sent", an error in
 * the log on every request of the storefront's busiest routes. A signed-in browser asks each GET route that needs no
 * path parameter, and the log holds no warning and no error.
 */
const lines: Array<{ level: number; msg?: string; err?: { message?: string } }> = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());

describe('replies', { timeout: 60_000 }, () => {
  it('are sent once to a signed-in browser, with nothing logged as a warning or an error', async () => {
    const browser = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(doc.paths)
      .filter(([path, methods]) => 'get' in methods && !path.includes('{'))
      .map(([path]) => path);
    expect(paths).toContain('/api/store/home');

    for (const path of paths) {
      const response = await browser.get(path);
      expect(response.statusCode, path).toBeLessThan(500);
    }
    expect(lines.map((line) => `${line.msg ?? ''} ${line.err?.message ?? ''}`)).toEqual([]);
  });
});
