import { PERMISSION_GROUPS, PERMISSIONS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

type Texts = Record<string, unknown>;
const files = import.meta.glob<Texts>('../../locales/*/{admin-roles,permissions}.json', {
  eager: true,
  import: 'default',
});
const file = (locale: string, namespace: string) => files[`../../locales/${locale}/${namespace}.json`] ?? {};

// That both languages have the same keys is locales/locales.test.ts's, for every namespace.
describe('role and permission texts', () => {
  it.each(['es-ES', 'en-US'])('%s names every permission and every area of the contract', (locale) => {
    const texts = file(locale, 'permissions') as {
      names: Record<string, string>;
      groups: Record<string, string>;
    };
    expect(Object.keys(texts.names).sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(texts.groups).sort()).toEqual(Object.keys(PERMISSION_GROUPS).sort());
    expect(Object.values(texts.names).every((label) => label.trim() !== '')).toBe(true);
  });
});
