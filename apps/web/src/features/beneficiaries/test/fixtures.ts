import type { Beneficiary } from '@shop/contracts';

export function beneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    id: 1,
    name: 'María',
    last_name: 'López Díaz',
    phone: '+5352345678',
    ci: '85010112345',
    email: null,
    province: 'la-habana',
    province_name: 'La Habana',
    municipality: 'la-habana/plaza-de-la-revolucion',
    municipality_name: 'Plaza de la Revolución',
    main_street: 'Calle 23',
    first_street: 'L',
    second_street: 'M',
    house_or_apartment: 'Apto 4',
    point_of_reference: null,
    address: null,
    date_born: null,
    location: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const MARIA = beneficiary();
export const PEDRO = beneficiary({
  id: 2,
  name: 'Pedro',
  last_name: 'Ruiz',
  phone: '+5378301234',
  ci: null,
  province: 'matanzas',
  province_name: 'Matanzas',
  municipality: 'matanzas/cardenas',
  municipality_name: 'Cárdenas',
  main_street: 'Avenida 13',
  first_street: null,
  second_street: null,
  house_or_apartment: null,
});
