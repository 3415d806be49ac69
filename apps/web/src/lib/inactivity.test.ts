import { INACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, watchInactivity } from './inactivity';

const MINUTE = 60_000;

/** What another tab's activity looks like from here: a storage event on the shared key. */
function activityInAnotherTab() {
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
}

let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-04T10:00:00Z') });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('inactivity logout (SPEC §9)', () => {
  it('uses one hour, checked every five minutes', () => {
    expect(INACTIVITY_LOGOUT_MS).toBe(60 * MINUTE);
    expect(INACTIVITY_CHECK_MS).toBe(5 * MINUTE);
  });

  it('logs out after an hour without activity, once', () => {
    const onTimeout = vi.fn();
    stop = watchInactivity({ onTimeout });
    vi.advanceTimersByTime(55 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'click', 'scroll'])('counts a %s as activity', (type) => {
    const onTimeout = vi.fn();
    stop = watchInactivity({ onTimeout });
    vi.advanceTimersByTime(30 * MINUTE);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('warns ten minutes before, once, and takes the warning back when activity returns (issue 20)', () => {
    const onTimeout = vi.fn();
    const onWarning = vi.fn();
    const onActive = vi.fn();
    stop = watchInactivity({ onTimeout, onWarning, onActive });
    const started = Date.now();
    vi.advanceTimersByTime(45 * MINUTE);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onWarning).toHaveBeenCalledExactlyOnceWith(started + 60 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onWarning).toHaveBeenCalledTimes(1);
    activityInAnotherTab();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onActive).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('is postponed by activity in another tab', () => {
    const onTimeout = vi.fn();
    stop = watchInactivity({ onTimeout });
    vi.advanceTimersByTime(50 * MINUTE);
    activityInAnotherTab();
    vi.advanceTimersByTime(50 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('shares its own activity with the other tabs', () => {
    stop = watchInactivity({ onTimeout: vi.fn() });
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  it('only notices the timeout at the next five-minute check', () => {
    const onTimeout = vi.fn();
    stop = watchInactivity({ onTimeout });
    vi.advanceTimersByTime(1 * MINUTE);
    window.dispatchEvent(new Event('click'));
    // Inactive for an hour at minute 61, but the checks run at minutes 60 and 65.
    vi.advanceTimersByTime(63 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped', () => {
    const onTimeout = vi.fn();
    watchInactivity({ onTimeout })();
    vi.advanceTimersByTime(120 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
