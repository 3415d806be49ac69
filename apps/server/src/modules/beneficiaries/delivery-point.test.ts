import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { MARIA_IN_PLAZA, openShop, PLAZA, shopper } from '../../test/shop';

/**
 * Decision 079: a beneficiary keeps the map point of its last home delivery, so the next checkout starts there; the
 * point goes with the address it was marked for.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const NEAR_PLAZA = { longitude: -82.3861, latitude: 23.1247 };
let productId: number;
beforeAll(async () => {
  const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  productId = (await shop.product({ name: 'Guayaba', real_quantity: 100, regular_price: 250 })).id;
});

type Buyer = Awaited<ReturnType<typeof shopper>>;
const order = async (buyer: Buyer, body: object) => {
  await buyer.agent.post('/api/cart', { product_id: productId, quantity: 1 });
  return buyer.agent.post(
    '/api/orders',
    { delivery_method: 'home', pay_form: 'cash_on_delivery', ...body },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
};
const pointOf = async (buyer: Buyer) => {
  const reply = await buyer.agent.get(`/api/beneficiaries/${buyer.beneficiaryId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().location;
};
const edit = (buyer: Buyer, changes: object) =>
  buyer.agent.put(`/api/beneficiaries/${buyer.beneficiaryId}`, { ...MARIA_IN_PLAZA, ...changes });

describe("a beneficiary's delivery point", () => {
  it('is none until a delivery, then the point of the newest one', async () => {
    const buyer = await shopper(t);
    expect(await pointOf(buyer)).toBeNull();

    const first = await order(buyer, { beneficiary_id: buyer.beneficiaryId, location: PLAZA });
    expect(first.statusCode, first.body).toBe(201);
    expect(await pointOf(buyer)).toEqual(PLAZA);
    const list = await buyer.agent.get('/api/beneficiaries');
    expect(list.json().data[0].location).toEqual(PLAZA);

    const second = await order(buyer, { beneficiary_id: buyer.beneficiaryId, location: NEAR_PLAZA });
    expect(second.statusCode, second.body).toBe(201);
    expect(await pointOf(buyer)).toEqual(NEAR_PLAZA);
  });

  it('is not kept from an order that was refused', async () => {
    const buyer = await shopper(t);
    const refused = await order(buyer, {
      beneficiary_id: buyer.beneficiaryId,
      location: { longitude: 2.3522, latitude: 48.8566 },
    });
    expect(refused.statusCode).toBe(422);
    expect(await pointOf(buyer)).toBeNull();
  });

  it('stays when the phone changes and goes when the door does', async () => {
    const buyer = await shopper(t);
    const placed = await order(buyer, { beneficiary_id: buyer.beneficiaryId, location: PLAZA });
    expect(placed.statusCode, placed.body).toBe(201);

    const newPhone = await edit(buyer, { phone: '53334444', point_of_reference: 'Portal azul' });
    expect(newPhone.statusCode, newPhone.body).toBe(200);
    expect(newPhone.json().location).toEqual(PLAZA);

    const newDoor = await edit(buyer, { phone: '53334444', house_or_apartment: 'Apto 9' });
    expect(newDoor.statusCode, newDoor.body).toBe(200);
    expect(newDoor.json().location).toBeNull();
  });

  it("is never another shopper's to set, and the body cannot set it", async () => {
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const sneaky = await order(stranger, { beneficiary_id: owner.beneficiaryId, location: PLAZA });
    expect(sneaky.statusCode).toBe(422);
    expect(await pointOf(owner)).toBeNull();

    const direct = await edit(owner, { location: PLAZA });
    expect(direct.statusCode).toBe(422);
    expect(await pointOf(owner)).toBeNull();
  });
});
