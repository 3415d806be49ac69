import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_SEEDS } from '../../db/seed';
import { roleName } from './role-name';

describe('roleName', () => {
  it('reads the roles a fresh shop starts with in the reader’s language', () => {
    // Only names equal to the seed's are recognised: were the messages' Spanish to drift from it, these would stay
    // in Spanish.
    expect(SYSTEM_ROLE_SEEDS.map((role) => roleName(role, 'en-US'))).toEqual([
      'Administrator',
      'Wholesaler',
      'Retail customer',
    ]);
    for (const role of SYSTEM_ROLE_SEEDS) expect(roleName(role, 'es-ES')).toBe(role.name);
  });

  it('gives a shop role staff renamed, and staff’s own roles, as written', () => {
    expect(roleName({ key: 'customer', name: 'Cliente' }, 'en-US')).toBe('Cliente');
    expect(roleName({ key: null, name: 'Mayorista' }, 'en-US')).toBe('Mayorista');
    expect(roleName({ key: 'constructor', name: 'Mayorista' }, 'en-US')).toBe('Mayorista');
  });
});
