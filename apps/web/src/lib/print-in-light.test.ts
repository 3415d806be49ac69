import { describe, expect, it } from 'vitest';
import { printInLight } from './print-in-light';

describe('printInLight', () => {
  it('prints a dark page light, then gives it its dark back', () => {
    const root = document.documentElement;
    root.dataset.mantineColorScheme = 'dark';
    printInLight();
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.dataset.mantineColorScheme).toBe('light');
    window.dispatchEvent(new Event('afterprint'));
    expect(root.dataset.mantineColorScheme).toBe('dark');
  });
});
