import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForNewerBuild, isNewerBuildAvailable, resetBuildState } from './build-version';

afterEach(() => resetBuildState());

describe('newer build detection', () => {
  it('asks for /builds/latest.json with a timestamp, bypassing caches', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'running' }));
    vi.stubGlobal('fetch', fetchMock);
    await checkForNewerBuild('running');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/builds\/latest\.json\?timestamp=\d+$/);
    expect(init.cache).toBe('no-store');
    expect(isNewerBuildAvailable()).toBe(false);
  });

  it('notices a build with another id', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'next' }));
    expect(await checkForNewerBuild('running')).toBe(true);
    expect(isNewerBuildAvailable()).toBe(true);
  });

  it('ignores network failures and bad replies', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkForNewerBuild('running')).toBe(false);
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    expect(await checkForNewerBuild('running')).toBe(false);
  });
});
