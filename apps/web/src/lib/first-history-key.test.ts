import { describe, expect, it } from 'vitest';
import { keyFirstHistoryEntry } from './first-history-key';

describe('keyFirstHistoryEntry', () => {
  it('keys an entry the router did not make, keeping what its state holds', () => {
    window.history.replaceState({ usr: { from: 'mail' } }, '');
    keyFirstHistoryEntry();
    expect(window.history.state).toMatchObject({
      usr: { from: 'mail' },
      key: expect.stringMatching(/^[a-z0-9]+$/),
    });
    expect(window.history.state.key).not.toBe('default');
  });

  it('leaves a keyed entry as it is: a reload finds its scroll position again', () => {
    window.history.replaceState({ usr: null, key: 'k3y0f1t5', idx: 2 }, '');
    keyFirstHistoryEntry();
    expect(window.history.state).toEqual({ usr: null, key: 'k3y0f1t5', idx: 2 });
  });

  it('keys an entry with no state at all', () => {
    window.history.replaceState(null, '');
    keyFirstHistoryEntry();
    expect(typeof window.history.state?.key).toBe('string');
  });
});
