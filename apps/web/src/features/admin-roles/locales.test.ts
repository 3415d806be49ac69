import { PERMISSION_GROUPS, PERMISSIONS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

type Texts = Record<string, unknown>;
const files = import.meta.glob<Texts>('../../locales/*/{admin-roles,permissions}.json', {
  eager: true,
  import: 'default',
});
const file = (locale: string, namespace: string) => files[`../../locales/${locale}/${namespace}.json`] ?? {};

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

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

  it.each(['admin-roles', 'permissions'])('%s has the same keys in both languages', (namespace) => {
    expect(keys(file('en-US', namespace))).toEqual(keys(file('es-ES', namespace)));
    expect(keys(file('es-ES', namespace)).length).toBeGreaterThan(0);
  });
});
