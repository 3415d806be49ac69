import { describe, expect, it } from 'vitest';
import { type BuildManifest, deferScripts, preloadLinks } from './page-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_app.js'], css: ['assets/app-a.css'] },
  '_app.js': { file: 'assets/app-a.js' },
  'src/app/layouts/store-layout.tsx': { file: 'assets/store-layout-b.js', imports: ['_app.js', '_nav.js'] },
  '_nav.js': { file: 'assets/nav-c.js', css: ['assets/nav-c.css'] },
  'src/app/store-front.tsx': {
    file: 'assets/store-front-d.js',
    imports: ['_app.js', '_nav.js'],
    css: ['assets/store-front-d.css'],
  },
  'src/locales/es-ES/catalog.json': { file: 'assets/catalog-e.js' },
  'src/features/catalog/components/browse-controls.ts': {
    file: 'assets/browse-controls-f.js',
    imports: ['_app.js', '_controls.js'],
  },
  '_controls.js': { file: 'assets/controls-g.js', imports: ['_nav.js'], css: ['assets/controls-g.css'] },
};
const indexHtml =
  '<head><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/app-a.js"><link rel="stylesheet" href="/assets/app-a.css"></head>';

describe('preload links of a rendered page', () => {
  it("lists the page's chunks, their imports and styles once each, styles first", () => {
    const links = preloadLinks(
      manifest,
      ['src/app/layouts/store-layout.tsx', 'src/app/store-front.tsx', 'src/locales/es-ES/catalog.json'],
      indexHtml,
    );
    expect(links).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/nav-c.css">',
        '<link rel="stylesheet" crossorigin href="/assets/store-front-d.css">',
        '<link rel="modulepreload" crossorigin href="/assets/store-layout-b.js">',
        '<link rel="modulepreload" crossorigin href="/assets/nav-c.js">',
        '<link rel="modulepreload" crossorigin href="/assets/store-front-d.js">',
        '<link rel="modulepreload" crossorigin href="/assets/catalog-e.js">',
      ].join(''),
    );
  });

  it("links a waiting part's styles, its imports' too, and preloads none of its code", () => {
    const links = preloadLinks(manifest, ['src/app/store-front.tsx'], indexHtml, [
      'src/features/catalog/components/browse-controls.ts',
    ]);
    expect(links).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/store-front-d.css">',
        '<link rel="stylesheet" crossorigin href="/assets/nav-c.css">',
        '<link rel="stylesheet" crossorigin href="/assets/controls-g.css">',
        '<link rel="modulepreload" crossorigin href="/assets/store-front-d.js">',
        '<link rel="modulepreload" crossorigin href="/assets/nav-c.js">',
      ].join(''),
    );
  });

  it('leaves out what index.html links already and modules the build does not know', () => {
    expect(preloadLinks(manifest, ['_app.js', 'src/app/missing.tsx'], indexHtml)).toBe('');
  });
});

describe('scripts of a rendered page', () => {
  it('leave the head and are listed, entry last, for the script that starts them after the first paint', () => {
    const head = `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-a.js">
    <link rel="stylesheet" crossorigin href="/assets/app-a.css"><link rel="modulepreload" crossorigin href="/assets/nav-c.js"></head>`;
    const deferred = deferScripts(head);
    expect(deferred.head).not.toContain('<script');
    expect(deferred.head).not.toContain('modulepreload');
    expect(deferred.head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-a.css">');
    expect(deferred.boot).toBe(
      '<script type="application/json" id="shop-modules">["/assets/app-a.js","/assets/nav-c.js","/assets/index-a.js"]</script><script src="/app-boot.js" async></script>',
    );
  });

  it('leave a head without an entry script as it is', () => {
    expect(deferScripts('<head><title>x</title></head>')).toEqual({
      head: '<head><title>x</title></head>',
      boot: '',
    });
  });
});
