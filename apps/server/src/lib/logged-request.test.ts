import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/agent';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { loggedUrl } from './logged-request';

describe('loggedUrl', () => {
  it("hides secret query values and a route's secret segments, and keeps the rest as asked", () => {
    expect(loggedUrl('/Auth/ResetPassword?token=abc123&email=ana%40example.com')).toBe(
      '/Auth/ResetPassword?token=[hidden]&email=[hidden]',
    );
    expect(
      loggedUrl(
        '/api/verify-email/7/9f8e7d?expires=1795999999&signature=s3cr3t',
        '/api/verify-email/:id/:hash',
      ),
    ).toBe('/api/verify-email/7/[hidden]?expires=1795999999&signature=[hidden]');
    expect(loggedUrl('/checkout/return?Token=EC-1&PayerID=P9&order=12')).toBe(
      '/checkout/return?Token=[hidden]&PayerID=[hidden]&order=12',
    );
    expect(loggedUrl('/store?search=caf%C3%A9&page=2', '/*')).toBe('/store?search=caf%C3%A9&page=2');
    expect(loggedUrl('/store?%E0%A4%A=1&token')).toBe('/store?%E0%A4%A=1&token');
  });
});

describe("the server's log", { timeout: 30_000 }, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  it('keeps no reset token, verification signature or e-mail from the URLs it was asked for', async () => {
    const browser = new Agent(t.app);
    await browser.get('/api/verify-email/1/0123456789abcdef?expires=1795999999&signature=SIGNATURE-SECRET');
    await browser.get('/Auth/ResetPassword?token=RESET-TOKEN-SECRET&email=ana%40example.com');
    const requests = lines.filter((line) => line.includes('"incoming request"'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('\n');
    for (const secret of ['SIGNATURE-SECRET', '0123456789abcdef', 'RESET-TOKEN-SECRET', 'ana%40example.com'])
      expect(log).not.toContain(secret);
    expect(log).toContain('/api/verify-email/1/[hidden]?expires=1795999999&signature=[hidden]');
  });
});
