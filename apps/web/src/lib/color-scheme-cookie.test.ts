import { afterEach, describe, expect, it } from 'vitest';
import { cookieColorScheme, copyStoredColorScheme, rememberColorScheme } from './color-scheme-cookie';

const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('color_scheme='));

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the cookie the code under test writes.
  document.cookie = 'color_scheme=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the colour scheme kept for the server', () => {
  it('keeps the shopper’s choice in a cookie', () => {
    rememberColorScheme('dark');
    expect(cookie()).toBe('color_scheme=dark');
    rememberColorScheme('light');
    expect(cookie()).toBe('color_scheme=light');
  });

  it('copies a choice made before the cookie existed, and writes nothing for one never made', () => {
    copyStoredColorScheme();
    // The shop's default is not the shopper's choice: staff may change it later.
    expect(cookie()).toBeUndefined();
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    copyStoredColorScheme();
    expect(cookie()).toBe('color_scheme=dark');
  });

  it('reads back the scheme the server painted with, and nothing from a cookie that names none', () => {
    expect(cookieColorScheme()).toBeUndefined();
    rememberColorScheme('dark');
    expect(cookieColorScheme()).toBe('dark');
    // biome-ignore lint/suspicious/noDocumentCookie: a hand-made cookie, as an old or tampered browser may hold.
    document.cookie = 'color_scheme=<script>; path=/';
    expect(cookieColorScheme()).toBeUndefined();
  });
});
