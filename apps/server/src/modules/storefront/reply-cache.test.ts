import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ReplyCache, replyCache } from './reply-cache';

const json = async (cache: ReplyCache, key: string, build: () => Promise<unknown>) =>
  (await cache.reply(key, build)).json;

describe('replyCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds a reply once for the requests of one moment, and again after it', async () => {
    vi.useFakeTimers();
    const cache = replyCache(1_000);
    let builds = 0;
    const build = async () => ({ page: 1, build: ++builds });
    const [a, b] = await Promise.all([json(cache, '/p', build), json(cache, '/p', build)]);
    expect(a).toBe('{"page":1,"build":1}');
    expect(b).toBe(a);
    vi.advanceTimersByTime(999);
    expect(await json(cache, '/p', build)).toBe(a);
    vi.advanceTimersByTime(1);
    expect(await json(cache, '/p', build)).toBe('{"page":1,"build":2}');
  });

  it('keeps each key apart', async () => {
    const cache = replyCache(1_000);
    expect(await json(cache, '/a', async () => 'a')).toBe('"a"');
    expect(await json(cache, '/b', async () => 'b')).toBe('"b"');
  });

  it('forgets everything at once, also a build in flight, whose waiters still get it', async () => {
    const cache = replyCache(60_000);
    let release: (value: string) => void = () => {};
    const slow = json(cache, '/p', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget();
    const fresh = json(cache, '/p', async () => 'new');
    release('old');
    expect(await slow).toBe('"old"');
    expect(await fresh).toBe('"new"');
    expect(await json(cache, '/p', async () => 'newer')).toBe('"new"');
  });

  it('does not keep a failed build: every waiter gets the error, the next request builds again', async () => {
    const cache = replyCache(60_000);
    const failing = async () => {
      throw new Error('no such product');
    };
    await expect(Promise.all([json(cache, '/x', failing), json(cache, '/x', failing)])).rejects.toThrow(
      'no such product',
    );
    expect(await json(cache, '/x', async () => 'found')).toBe('"found"');
  });

  it('keeps at most the given number of replies, dropping the oldest', async () => {
    const cache = replyCache(60_000, 2);
    let builds = 0;
    const build = async () => ++builds;
    await json(cache, '/1', build);
    await json(cache, '/2', build);
    await json(cache, '/3', build);
    expect(await json(cache, '/3', build)).toBe('3');
    expect(await json(cache, '/1', build)).toBe('4');
  });

  it('builds every time when the moment is zero', async () => {
    const cache = replyCache(0);
    let builds = 0;
    const build = async () => ++builds;
    expect(await json(cache, '/p', build)).toBe('1');
    expect(await json(cache, '/p', build)).toBe('2');
  });

  it('compresses a kept reply once per encoding, for every request that accepts it', async () => {
    const cache = replyCache(60_000);
    const body = { names: Array.from({ length: 200 }, (_, i) => `Producto ${i}`) };
    const kept = await cache.reply('/p', async () => body);
    const br = kept.encoded('br');
    expect(br.length).toBeLessThan(kept.json.length / 3);
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(body);
    expect(JSON.parse(gunzipSync(kept.encoded('gzip')).toString())).toEqual(body);
    expect((await cache.reply('/p', async () => body)).encoded('br')).toBe(br);
  });
});
