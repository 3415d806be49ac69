import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('chunk-load failures', () => {
  it('recognises the messages browsers give for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then never again for the same build', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without a connection: the chunk is only not kept, and the tap would be lost', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, the one reload for this build is still there to be made.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
  });
});
