import { describe, expect, it } from 'vitest';

type Texts = Record<string, unknown>;
const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
const namespaces = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[2]?.replace(/\.json$/, '') ?? '')),
];

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Every UI string exists in both languages: a key missing from one would show its raw name there. */
describe('texts', () => {
  it('has both languages for every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(20);
    for (const namespace of namespaces) {
      expect(files[`./es-ES/${namespace}.json`], namespace).toBeDefined();
      expect(files[`./en-US/${namespace}.json`], namespace).toBeDefined();
    }
  });

  it.each(namespaces)('%s has the same keys in both languages, none of them blank', (namespace) => {
    const es = keys(files[`./es-ES/${namespace}.json`] ?? {});
    expect(keys(files[`./en-US/${namespace}.json`] ?? {}).sort()).toEqual([...es].sort());
    for (const locale of ['es-ES', 'en-US']) {
      const texts = files[`./${locale}/${namespace}.json`] ?? {};
      const blank = keys(texts).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], texts);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(blank, `${locale}/${namespace}`).toEqual([]);
    }
  });
});
