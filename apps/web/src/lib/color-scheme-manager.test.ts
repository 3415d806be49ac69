import { afterEach, describe, expect, it } from 'vitest';
import { cookieColorSchemeManager } from './color-scheme-manager';

const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('color_scheme='));

afterEach(() => {
  localStorage.clear();
  document.cookie = 'color_scheme=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the colour scheme kept for the server', () => {
  it('keeps the shopper’s choice in a cookie as well as in local storage', () => {
    const manager = cookieColorSchemeManager();
    manager.set('dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    expect(cookie()).toBe('color_scheme=dark');
    manager.clear();
    expect(cookie()).toBeUndefined();
  });

  it('copies a choice made before the cookie existed, and writes nothing for one never made', () => {
    const manager = cookieColorSchemeManager();
    expect(manager.get('light')).toBe('light');
    // The shop's default is not the shopper's choice: staff may change it later.
    expect(cookie()).toBeUndefined();
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    expect(manager.get('light')).toBe('dark');
    expect(cookie()).toBe('color_scheme=dark');
  });
});
