import { MAX_BENEFICIARIES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/api/beneficiaries';

const maria = {
  name: 'María',
  last_name: 'González',
  phone: '5 234 5678',
  ci: '85010112345',
  email: 'Maria@Example.com',
  province: 'la-habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  main_street: 'Calle 23',
  first_street: 'L',
  second_street: '',
  house_or_apartment: 'Apto 4',
  point_of_reference: 'Frente al parque',
  date_born: '1985-01-01',
};

const customer = async () => (await signInAs(t.app, { role: 'customer' })).agent;

const create = async (agent: Agent, body: object = {}) => {
  const response = await agent.post(URL, { ...maria, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

describe('beneficiaries', () => {
  it('creates one with a normalized phone, place names, and blank optional fields as null', async () => {
    const agent = await customer();
    const response = await agent.post(URL, maria);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'María',
      last_name: 'González',
      phone: '+5352345678',
      email: 'maria@example.com',
      province_name: 'La Habana',
      municipality_name: 'Plaza de la Revolución',
      first_street: 'L',
      second_street: null,
      address: null,
      date_born: '1985-01-01',
    });
    const list = await agent.get(URL);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['María']);
  });

  it('explains every invalid field in Spanish, and in English when asked', async () => {
    const agent = await customer();
    const body = {
      ...maria,
      name: '',
      phone: 'llámame',
      ci: '12',
      main_street: 'x'.repeat(51),
      date_born: '2999-01-01',
    };
    const response = await agent.post(URL, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Este campo es requerido'],
      phone: ['Formato de teléfono no válido.'],
      ci: ['Carné de identidad no válido (6 a 20 letras o dígitos)'],
      main_street: ['No puede tener más de 50 caracteres'],
      date_born: ['La fecha de nacimiento no puede ser futura'],
    });
    const english = await agent.post(URL, body, { headers: { 'accept-language': 'en-US' } });
    expect(english.json().errors.phone).toEqual(['Invalid phone format.']);
    // A blank phone is a missing one.
    const blank = await agent.post(URL, { ...maria, phone: '  ' });
    expect(blank.json().errors).toEqual({ phone: ['Este campo es requerido'] });
    expect((await agent.get(URL)).json().data).toEqual([]);
  });

  it('refuses a municipality of another province', async () => {
    const response = await (await customer()).post(URL, { ...maria, municipality: 'matanzas/cardenas' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ municipality: ['El municipio no pertenece a la provincia'] });
  });

  it('refuses a province, municipality or main street left out, and unknown fields', async () => {
    const agent = await customer();
    const { province: _p, municipality: _m, main_street: _s, ...rest } = maria;
    const response = await agent.post(URL, { ...rest, extra: 1 });
    expect(response.statusCode).toBe(422);
    // Unknown fields are reported under "_", as everywhere in the API.
    expect(Object.keys(response.json().errors).sort()).toEqual([
      '_',
      'main_street',
      'municipality',
      'province',
    ]);
  });

  it('edits and deletes one', async () => {
    const agent = await customer();
    const { id } = await create(agent);
    const edited = await agent.put(`${URL}/${id}`, { ...maria, main_street: 'Calle 25', second_street: 'M' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ main_street: 'Calle 25', second_street: 'M' });
    expect((await agent.get(`${URL}/${id}`)).json().main_street).toBe('Calle 25');
    expect((await agent.delete(`${URL}/${id}`)).statusCode).toBe(204);
    expect((await agent.get(`${URL}/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another shopper's beneficiary and for ids that do not exist", async () => {
    const owner = await customer();
    const { id } = await create(owner);
    const other = await customer();
    expect((await other.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await other.put(`${URL}/${id}`, maria)).statusCode).toBe(404);
    expect((await other.delete(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await other.get(URL)).json().data).toEqual([]);
    expect((await owner.get(`${URL}/999999`)).statusCode).toBe(404);
    expect((await owner.get(`${URL}/abc`)).statusCode).toBe(404);
    expect((await owner.get(`${URL}/${id}`)).statusCode).toBe(200);
  });

  it('asks anonymous visitors to sign in', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get(URL)).statusCode).toBe(401);
    expect((await anonymous.post(URL, maria)).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_BENEFICIARIES} per shopper`, async () => {
    const agent = await customer();
    for (let i = 0; i < MAX_BENEFICIARIES; i++) await create(agent, { name: `B${i}` });
    const response = await agent.post(URL, maria);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(String(MAX_BENEFICIARIES));
  });
});
