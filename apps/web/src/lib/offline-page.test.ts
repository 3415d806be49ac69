import { describe, expect, it } from 'vitest';
import { type OfflinePageWords, offlinePageHtml } from './offline-page';

const words = import.meta.glob<OfflinePageWords>('../locales/*/offline-page.json', {
  eager: true,
  import: 'default',
});
const esES = words['../locales/es-ES/offline-page.json'] as OfflinePageWords;
const enUS = words['../locales/en-US/offline-page.json'] as OfflinePageWords;

const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the offline page (decision 080)', () => {
  const page = read(offlinePageHtml({ words: { 'es-ES': esES, 'en-US': enUS }, pagesCache: 'shop-pages' }));

  it('reads in Spanish without its script, the English kept hidden for the shoppers who chose it', () => {
    expect(page.title).toBe('Sin conexión');
    expect(page.documentElement.lang).toBe('es');
    const spanish = page.querySelector('section[lang="es"]');
    const english = page.querySelector('section[lang="en"]');
    expect(spanish?.hasAttribute('hidden')).toBe(false);
    expect(spanish?.querySelector('h1')?.textContent).toBe('Sin conexión');
    expect(english?.hasAttribute('hidden')).toBe(true);
    expect(english?.getAttribute('data-title')).toBe('You are offline');
  });

  it('links to the shop, the cart and the page asked for', () => {
    const links = [...(page.querySelectorAll('section[lang="es"] nav a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Ir a la tienda', '/store'],
      ['Ver el carrito', '/Cart'],
      ['Reintentar', ''],
    ]);
  });

  it('names the cookies and the cache its script reads, and loads that script from a file', () => {
    expect(page.documentElement.dataset).toMatchObject({
      localeCookie: 'locale',
      schemeCookie: 'color_scheme',
      pagesCache: 'shop-pages',
    });
    expect(page.querySelector('script')?.getAttribute('src')).toBe('/offline-page.js');
    expect(page.querySelector('script')?.textContent).toBe('');
  });

  it('writes its words as text, never as markup', () => {
    const html = offlinePageHtml({
      words: { 'es-ES': { ...esES, title: '<b>Sin "red"</b>' }, 'en-US': enUS },
      pagesCache: 'shop-pages',
    });
    const h1 = read(html).querySelector('h1');
    expect(h1?.textContent).toBe('<b>Sin "red"</b>');
    expect(h1?.children).toHaveLength(0);
  });
});
