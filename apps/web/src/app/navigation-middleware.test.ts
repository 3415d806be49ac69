import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { checkForNewerBuild, resetBuildState } from '../lib/build-version';
import { navigationMiddleware } from './navigation-middleware';

function navigateTo(path: string) {
  const request = new Request(new URL(path, 'http://shop.test'));
  return navigationMiddleware({ request, params: {}, context: {} as never } as never, async () => undefined);
}

afterEach(() => resetBuildState());

async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  promise.catch(() => {});
  const winner = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 10)),
  ]);
  return winner === pending;
}

function hangingServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ),
  );
}

describe('navigation middleware', () => {
  it('aborts reads in flight except the last when the user leaves the page', async () => {
    window.history.replaceState(null, '', '/admin/users');
    hangingServer();
    const older = api('/older');
    const done = new AbortController();
    const latest = api('/latest', { signal: done.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    await navigateTo('/store');

    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
    expect(await isPending(latest)).toBe(true);
    done.abort();
  });

  it('keeps the page’s reads when only the query string changes', async () => {
    window.history.replaceState(null, '', '/admin/users');
    hangingServer();
    const done = new AbortController();
    const list = api('/admin/users', { signal: done.signal });
    const options = api('/admin/roles/options', { signal: done.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    await navigateTo('/admin/users?search=ana');

    expect(await isPending(list)).toBe(true);
    expect(await isPending(options)).toBe(true);
    done.abort();
  });

  it('never aborts a write', async () => {
    window.history.replaceState(null, '', '/admin/users/1');
    hangingServer();
    const done = new AbortController();
    const save = api('/admin/users/1', { method: 'PUT', body: {}, signal: done.signal });
    const read = api('/admin/users/1', { signal: done.signal });
    const latest = api('/admin/roles/options', { signal: done.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    await navigateTo('/store');

    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(await isPending(save)).toBe(true);
    expect(await isPending(latest)).toBe(true);
    done.abort();
  });

  it('turns the next navigation into a full page load once a newer build is out', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'a-newer-build' }));
    await checkForNewerBuild('running-build');
    let thrown: unknown;
    try {
      await navigateTo('/Profile?tab=1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get('Location')).toBe('/Profile?tab=1');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
