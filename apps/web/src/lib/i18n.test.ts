import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, storedLocale } from './i18n';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the tests write.
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('language choice', () => {
  it('is Spanish by default', () => {
    expect(storedLocale()).toBe('es-ES');
  });

  it('switches the language and remembers it', async () => {
    await changeLocale('en-US');
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(storedLocale()).toBe('en-US');
  });

  it('keeps the choice in the locale cookie for 365 days', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    await changeLocale('en-US');
    expect(written).toEqual([`locale=en-US; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`]);
  });
});
