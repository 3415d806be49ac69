import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyCache } from './reply-cache';

describe('replyCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds a reply once for the requests of one moment, and again after it', async () => {
    vi.useFakeTimers();
    const cache = replyCache(1_000);
    let builds = 0;
    const build = async () => ({ page: 1, build: ++builds });
    const [a, b] = await Promise.all([cache.reply('/p', build), cache.reply('/p', build)]);
    expect(a).toBe('{"page":1,"build":1}');
    expect(b).toBe(a);
    vi.advanceTimersByTime(999);
    expect(await cache.reply('/p', build)).toBe(a);
    vi.advanceTimersByTime(1);
    expect(await cache.reply('/p', build)).toBe('{"page":1,"build":2}');
  });

  it('keeps each key apart', async () => {
    const cache = replyCache(1_000);
    expect(await cache.reply('/a', async () => 'a')).toBe('"a"');
    expect(await cache.reply('/b', async () => 'b')).toBe('"b"');
  });

  it('forgets everything at once, also a build in flight, whose waiters still get it', async () => {
    const cache = replyCache(60_000);
    let release: (value: string) => void = () => {};
    const slow = cache.reply('/p', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget();
    const fresh = cache.reply('/p', async () => 'new');
    release('old');
    expect(await slow).toBe('"old"');
    expect(await fresh).toBe('"new"');
    expect(await cache.reply('/p', async () => 'newer')).toBe('"new"');
  });

  it('does not keep a failed build: every waiter gets the error, the next request builds again', async () => {
    const cache = replyCache(60_000);
    const failing = async () => {
      throw new Error('no such product');
    };
    await expect(Promise.all([cache.reply('/x', failing), cache.reply('/x', failing)])).rejects.toThrow(
      'no such product',
    );
    expect(await cache.reply('/x', async () => 'found')).toBe('"found"');
  });

  it('keeps at most the given number of replies, dropping the oldest', async () => {
    const cache = replyCache(60_000, 2);
    let builds = 0;
    const build = async () => ++builds;
    await cache.reply('/1', build);
    await cache.reply('/2', build);
    await cache.reply('/3', build);
    expect(await cache.reply('/3', build)).toBe('3');
    expect(await cache.reply('/1', build)).toBe('4');
  });

  it('builds every time when the moment is zero', async () => {
    const cache = replyCache(0);
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.reply('/p', build)).toBe('1');
    expect(await cache.reply('/p', build)).toBe('2');
  });
});
