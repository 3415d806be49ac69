import type { CurrentUserReply, Permission, PointOfSale } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function point(overrides: Partial<PointOfSale> = {}): PointOfSale {
  return {
    id: 1,
    name: 'Tienda Vedado',
    address: 'Calle 23 No. 456, Vedado',
    province: 'la-habana',
    province_name: 'La Habana',
    municipality: 'la-habana/plaza-de-la-revolucion',
    municipality_name: 'Plaza de la Revolución',
    longitude: -82.3839,
    latitude: 23.1385,
    phones: ['+5378301234'],
    schedule: [
      { weekday: 2, opens: '09:00', closes: '13:00' },
      { weekday: 2, opens: '14:00', closes: '17:30' },
      { weekday: 6, opens: '09:00', closes: '14:00' },
    ],
    use_for_local_pickup: true,
    main_warehouse: false,
    active: true,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const VEDADO = point();
export const MIRAMAR = point({
  id: 2,
  name: 'Tienda Miramar',
  address: 'Avenida 5ta No. 4207, Miramar',
  municipality: 'la-habana/playa',
  municipality_name: 'Playa',
  phones: ['+5372041122', '+5352345678'],
  use_for_local_pickup: false,
  active: false,
});

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
