import { type BackendModule, createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, lazyBackend, storedLocale } from './i18n';

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

describe('numbers in the words', () => {
  it('are written as each language writes them', () => {
    expect(i18n.t('content:contact.message_hint', { max: 2000, lng: 'en-US' })).toBe(
      'Up to 2,000 characters.',
    );
    expect(i18n.t('content:contact.message_hint', { max: 2000, lng: 'es-ES' })).toBe(
      'Hasta 2000 caracteres.',
    );
  });

  it('write a count as each language does, and keep its plural', () => {
    expect(i18n.t('catalog:results', { count: 15_000, lng: 'es-ES' })).toBe('15.000 productos');
    expect(i18n.t('catalog:results', { count: 1204, lng: 'en-US' })).toBe('1,204 products');
    expect(i18n.t('catalog:results', { count: 1, lng: 'es-ES' })).toBe('1 producto');
  });

  it('leave a number already written as text as it is', () => {
    expect(i18n.t('admin-products:stock_history.reserved', { units: '15.000', lng: 'es-ES' })).toBe(
      '15.000 apartadas',
    );
  });
});

describe('a product page in English', () => {
  it('writes large stock with its thousands separator', () => {
    expect(i18n.t('catalog:availability.count', { count: 1500, lng: 'en-US' })).toBe('1,500 units available');
    expect(i18n.t('product:quantity.range', { min: 1, max: 1500, lng: 'en-US' })).toBe('Between 1 and 1,500');
    expect(i18n.t('catalog:availability.count', { count: 15000, lng: 'es-ES' })).toBe(
      '15.000 unidades disponibles',
    );
  });
});

describe("the words' chunks", () => {
  const read = (language: string, namespace: string) =>
    new Promise<unknown[]>((resolve) => lazyBackend.read(language, namespace, (...args) => resolve(args)));

  // Issue 13: the first load lists only Spanish's; the other languages' list comes when one of them is asked for.
  it.each([
    ['es-ES', 'Horario de atención'],
    ['en-US', 'Business hours'],
  ])("are found for %s, the storefront's and the back office's", async (language, hours) => {
    const [error, words] = await read(language, 'shell');
    expect(error).toBeNull();
    expect((words as { hours: { title: string } }).hours.title).toBe(hours);
    const [adminError, adminWords] = await read(language, 'admin-orders');
    expect(adminError).toBeNull();
    expect(adminWords).toBeTruthy();
  });
});

describe('words that failed to come', () => {
  it('are reported to i18next as worth another try', async () => {
    const reported = await new Promise<unknown[]>((resolve) => {
      lazyBackend.read('es-ES', 'no-such-namespace', (...args) => resolve(args));
    });
    expect(reported[0]).toBeInstanceOf(Error);
    expect(reported[1]).toBe(true);
  });

  it('load on a later try, instead of leaving the screen with its keys for the rest of the visit', async () => {
    vi.useFakeTimers();
    let lineDown = true;
    // The words' chunk fails once (the connection dropped), then comes.
    const flaky: BackendModule = {
      ...lazyBackend,
      read(language, namespace, callback) {
        if (lineDown) {
          lineDown = false;
          lazyBackend.read(language, 'no-such-namespace', callback);
          return;
        }
        lazyBackend.read(language, namespace, callback);
      },
    };
    const instance = createInstance({ lng: 'es-ES', fallbackLng: false, ns: [], initAsync: false });
    await instance.use(flaky).init();
    const loading = instance.loadNamespaces('catalog');
    await vi.runAllTimersAsync();
    await loading;
    expect(instance.t('catalog:results', { count: 2 })).toBe('2 productos');
    vi.useRealTimers();
  });
});
