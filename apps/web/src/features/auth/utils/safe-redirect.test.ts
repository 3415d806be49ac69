import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/Profile/Orders?page=2', '/store')).toBe('/Profile/Orders?page=2');
  });

  it.each([null, '', 'Profile', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'falls back for %j',
    (target) => {
      expect(safeRedirect(target, '/store')).toBe('/store');
    },
  );
});
