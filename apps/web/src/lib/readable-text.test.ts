import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text';

describe('readableText', () => {
  it('keeps the chosen colour when it reads at 4.5:1 or more', () => {
    expect(readableText('#1971c2', '#ffffff')).toBe('#ffffff');
    expect(readableText('#fff', '#333')).toBe('#333');
  });

  it('turns white on yellow into black, and dark grey on dark blue into white', () => {
    expect(readableText('#fab005', '#ffffff')).toBe('#000000');
    expect(readableText('#1c3d5a', '#444444')).toBe('#ffffff');
  });

  it('leaves colours it cannot read alone', () => {
    expect(readableText('rebeccapurple', '#ffffff')).toBe('#ffffff');
    expect(readableText('#fab005', 'var(--x)')).toBe('var(--x)');
  });
});
