import type { SchedulePeriod } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsOfSale } from './points-of-sale.table';

/** SPEC §9 business hours: Tuesday to Friday 9:00-13:00 and 14:00-17:30, Saturday 9:00-14:00. */
const BUSINESS_HOURS: SchedulePeriod[] = [
  ...[2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '09:00', closes: '13:00' },
    { weekday, opens: '14:00', closes: '17:30' },
  ]),
  { weekday: 6, opens: '09:00', closes: '14:00' },
];

const POINTS = [
  {
    name: 'Tienda Vedado',
    address: 'Calle 23 No. 456 entre J e I, Vedado',
    province: 'la-habana',
    municipality: 'la-habana/plaza-de-la-revolucion',
    longitude: -82.3839,
    latitude: 23.1385,
    phones: ['+5378301234', '+5352345678'],
  },
  {
    name: 'Tienda Miramar',
    address: 'Avenida 5ta No. 4207 entre 42 y 44, Miramar',
    province: 'la-habana',
    municipality: 'la-habana/playa',
    longitude: -82.4262,
    latitude: 23.1197,
    phones: ['+5372041122'],
  },
  {
    name: 'Punto Centro Habana',
    address: 'Calle Galiano No. 258 entre Neptuno y Concordia, Centro Habana',
    province: 'la-habana',
    municipality: 'la-habana/centro-habana',
    longitude: -82.3705,
    latitude: 23.1377,
    phones: ['+5378623390'],
  },
];

/**
 * Three points in La Habana for the demo shop, two of them for pickup; only into an empty table, so staff's edits
 * stay. The first, Tienda Vedado, is the main warehouse: the catalogue's units are placed there (decision 032).
 */
export async function seedDemoPointsOfSale(db: Database): Promise<void> {
  const [any] = await db.select({ id: pointsOfSale.id }).from(pointsOfSale).limit(1);
  if (any) return;
  const rows = await db
    .insert(pointsOfSale)
    .values(
      POINTS.map((point, index) => ({ ...point, schedule: BUSINESS_HOURS, useForLocalPickup: index < 2 })),
    )
    .returning({ id: pointsOfSale.id });
  const warehouse = rows[0];
  if (warehouse) await db.execute(sql`select public.shop_make_warehouse(${warehouse.id}::int)`);
}
