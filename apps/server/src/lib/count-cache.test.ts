import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TOTALS_FROM, cachedTotal, forgetTotals } from './count-cache';

describe('cachedTotal', () => {
  afterEach(() => {
    forgetTotals();
    vi.useRealTimers();
  });

  it('counts a small total every time, so it is always exact', async () => {
    const count = vi.fn(async () => 12);
    await cachedTotal('orders:small', count);
    await cachedTotal('orders:small', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps a total of thousands for half a minute', async () => {
    vi.useFakeTimers();
    let total = CACHE_TOTALS_FROM;
    const count = vi.fn(async () => total++);
    expect(await cachedTotal('orders:big', count)).toBe(CACHE_TOTALS_FROM);
    vi.advanceTimersByTime(29_999);
    expect(await cachedTotal('orders:big', count)).toBe(CACHE_TOTALS_FROM);
    vi.advanceTimersByTime(1);
    expect(await cachedTotal('orders:big', count)).toBe(CACHE_TOTALS_FROM + 1);
  });

  it('counts again after a write made them forget, and keeps each list apart', async () => {
    let total = 5_000;
    const count = async () => total;
    expect(await cachedTotal('orders:a', count)).toBe(5_000);
    expect(await cachedTotal('products:a', async () => 7_000)).toBe(7_000);
    total = 5_001;
    expect(await cachedTotal('orders:a', count)).toBe(5_000);
    forgetTotals();
    expect(await cachedTotal('orders:a', count)).toBe(5_001);
  });
});
