import { beneficiaryBodySchema, createOrderBodySchema } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { beneficiaries, createBeneficiary } from '../beneficiaries';
import { fillDemoCart } from '../cart';
import { orderStatuses } from '../order-statuses';
import { addOrderNote, changeOrderStatus, checkout, setOrderFlag } from '../orders';
import { demoClerk, users } from '../users';

/** Today's round: the demo customers send groceries to their families in three municipalities of La Habana. */
const STOPS = [
  {
    email: 'maria.gonzalez@demo.shop.local',
    beneficiary: { name: 'Carmen', last_name: 'Rivero', phone: '52345678', ci: '52030412345' },
    municipality: 'la-habana/playa',
    streets: ['Calle 42', '19', '21', 'No. 1908'],
    location: { latitude: 23.108, longitude: -82.438 },
    lines: [
      ['Arroz 5 kg', 1],
      ['Aceite de girasol 1 L', 2],
    ],
    status: 'En camino',
    note: 'Carmen pidió que el repartidor la llame al llegar: el timbre del edificio no funciona.',
  },
  {
    email: 'yoandry.perez@demo.shop.local',
    beneficiary: { name: 'Ramón', last_name: 'Pérez', phone: '53456789', ci: '48111223456' },
    municipality: 'la-habana/centro-habana',
    streets: ['San Lázaro', 'Escobar', 'Gervasio', 'Apto 3'],
    location: { latitude: 23.1405, longitude: -82.3735 },
    lines: [['Leche en polvo 1 kg', 2]],
    status: 'En preparación',
  },
  {
    email: 'lianet.castillo@demo.shop.local',
    beneficiary: { name: 'Odalys', last_name: 'Mora', phone: '54567890', ci: '60072534567' },
    municipality: 'la-habana/centro-habana',
    streets: ['Neptuno', 'Belascoaín', 'Lucena', 'Bajos'],
    location: { latitude: 23.1365, longitude: -82.3795 },
    lines: [
      ['Café Serrano en grano 1 kg', 1],
      ['Frijoles negros 1 kg', 3],
    ],
    status: 'Confirmado',
    note: 'Confirmado por teléfono con Lianet: Odalys está en casa después de las 14:00.',
  },
] as const;

/**
 * SEED=demo: three home deliveries on the dispatch board (/Distribution/Index), placed through the real cart and
 * checkout and moved on by the demo administrator; one is already on its way. Runs once, after the gift cards'
 * demo customers exist.
 */
export async function seedDemoDistribution(db: Database): Promise<void> {
  const customers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        STOPS.map((s) => s.email),
      ),
    );
  if (customers.length < STOPS.length) return;
  // Placed already: its deliveries went to beneficiaries these customers saved (the sales history has none).
  const [placed] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(
      inArray(
        beneficiaries.userId,
        customers.map((c) => c.id),
      ),
    )
    .limit(1);
  if (placed) return;
  const staff = await demoClerk(db);
  if (!staff) return;
  const statusRows = await db.select({ id: orderStatuses.id, name: orderStatuses.name }).from(orderStatuses);
  const statusId = new Map(statusRows.map((s) => [s.name, s.id]));

  for (const stop of STOPS) {
    const customer = customers.find((c) => c.email === stop.email);
    if (!customer) continue;
    const [main, first, second, house] = stop.streets;
    const beneficiary = await createBeneficiary(
      db,
      customer.id,
      beneficiaryBodySchema.parse({
        ...stop.beneficiary,
        province: 'la-habana',
        municipality: stop.municipality,
        main_street: main,
        first_street: first,
        second_street: second,
        house_or_apartment: house,
      }),
    );
    if (!(await fillDemoCart(db, customer.id, stop.lines))) continue;
    const { order } = await checkout(
      db,
      { id: customer.id, wholesaler: false },
      createOrderBodySchema.parse({
        delivery_method: 'home',
        beneficiary_id: beneficiary.id,
        location: stop.location,
        pay_form: 'cash_on_delivery',
      }),
      undefined,
      'es-ES',
    );
    const target = statusId.get(stop.status);
    if (target) await changeOrderStatus(db, order.id, { status_id: target, reason: '' }, staff.id, 'es-ES');
    if (stop.status === 'En camino') await setOrderFlag(db, order.id, 'dispatched', true, staff.id, 'es-ES');
    // What the staff noted for each other on the order (internal notes), as the round's clerk would.
    if ('note' in stop) await addOrderNote(db, order.id, { text: stop.note }, staff.id, 'es-ES');
  }
}
