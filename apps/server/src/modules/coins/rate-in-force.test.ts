import { addDays, shopToday } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { putCoinSettings } from './coin-settings';
import { type CoinRow, coins } from './coins.table';
import { findRateInForce, requireRateInForce } from './rate-in-force';

let t: TestApp;
let admin: Agent;
let usd: CoinRow;
let mlc: CoinRow;
const today = shopToday();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const rows = await t.app.db.select().from(coins);
  usd = rows.find((c) => c.shortName === 'USD') as CoinRow;
  mlc = rows.find((c) => c.shortName === 'MLC') as CoinRow;
  const saved = await admin.post('/api/admin/exchange-rates/batch', {
    rows: [
      { coin_id: mlc.id, date: '2025-01-10', rate: '1.02' },
      { coin_id: mlc.id, date: '2025-01-20', rate: '1.05' },
      { coin_id: mlc.id, date: addDays(today, 30), rate: '9' },
    ],
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the rate in force on a date', () => {
  it('is none before the first rate, and requiring one refuses clearly', async () => {
    expect(await findRateInForce(t.app.db, mlc, '2025-01-09')).toBeNull();
    await expect(requireRateInForce(t.app.db, mlc, '2025-01-09')).rejects.toMatchObject({
      name: 'Invalid',
      key: 'no_rate_in_force',
      params: { coin: 'MLC', date: '2025-01-09' },
    });
  });

  it('is the rate dated that very day', async () => {
    expect(await findRateInForce(t.app.db, mlc, '2025-01-10')).toEqual({ rate: '1.02', date: '2025-01-10' });
    expect(await findRateInForce(t.app.db, mlc, '2025-01-20')).toEqual({ rate: '1.05', date: '2025-01-20' });
  });

  it('is the latest one before a day between rates', async () => {
    expect(await findRateInForce(t.app.db, mlc, '2025-01-19')).toEqual({ rate: '1.02', date: '2025-01-10' });
    expect(await findRateInForce(t.app.db, mlc, today)).toEqual({ rate: '1.05', date: '2025-01-20' });
  });

  it('is always 1 for the base coin', async () => {
    expect(await findRateInForce(t.app.db, usd, '1900-01-01')).toEqual({ rate: '1', date: null });
    expect(await requireRateInForce(t.app.db, usd, today)).toEqual({ rate: '1', date: null });
  });
});

describe('GET /api/coins', () => {
  it("offers the enabled coins with today's rates, base coin first, to anyone", async () => {
    const response = await new Agent(t.app).get('/api/coins');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: today,
      coins: [
        {
          id: usd.id,
          short_name: 'USD',
          name: 'Dólar estadounidense',
          symbol: '$',
          is_base: true,
          decimals: 2,
          rate: '1',
          rate_date: null,
        },
        expect.objectContaining({ short_name: 'MLC', rate: '1.05', rate_date: '2025-01-20' }),
      ],
    });
  });

  it('leaves out disabled coins and coins without a rate in force', async () => {
    const eur = (
      await admin.post('/api/admin/coins', { short_name: 'EUR', name: 'Euro', symbol: '€' })
    ).json();
    const codes = async () =>
      (await new Agent(t.app).get('/api/coins'))
        .json()
        .coins.map((c: { short_name: string }) => c.short_name);
    expect(await codes()).toEqual(['USD', 'MLC']);
    await admin.post('/api/admin/exchange-rates', { coin_id: eur.id, date: '2025-01-01', rate: '0.9' });
    expect(await codes()).toEqual(['USD', 'EUR', 'MLC']);
    await t.app.db.update(coins).set({ enabled: false }).where(eq(coins.id, eur.id));
    expect(await codes()).toEqual(['USD', 'MLC']);
  });

  it('shows the base coin alone when only_base_coin is on', async () => {
    await putCoinSettings(t.app.db, { only_base_coin: true });
    try {
      const reply = (await new Agent(t.app).get('/api/coins')).json();
      expect(reply.coins.map((c: { short_name: string }) => c.short_name)).toEqual(['USD']);
      const rates = (await new Agent(t.app).get('/api/coins/rates?date=2025-01-15')).json();
      expect(rates.coins.map((c: { short_name: string }) => c.short_name)).toEqual(['USD']);
    } finally {
      await putCoinSettings(t.app.db, { only_base_coin: false });
    }
  });
});

describe('GET /api/coins/rates', () => {
  it('answers the rates in force on the asked date', async () => {
    const reply = (await new Agent(t.app).get('/api/coins/rates?date=2025-01-15')).json();
    expect(reply.date).toBe('2025-01-15');
    expect(reply.coins.map((c: { short_name: string; rate: string }) => [c.short_name, c.rate])).toEqual([
      ['USD', '1'],
      ['MLC', '1.02'],
    ]);
    const before = (await new Agent(t.app).get('/api/coins/rates?date=2024-12-31')).json();
    expect(before.coins.map((c: { short_name: string }) => c.short_name)).toEqual(['USD']);
  });

  it("defaults to today and refuses a date that isn't one", async () => {
    expect((await new Agent(t.app).get('/api/coins/rates')).json().date).toBe(today);
    const bad = await new Agent(t.app).get('/api/coins/rates?date=2025-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date: ['Fecha no válida'] });
  });
});
