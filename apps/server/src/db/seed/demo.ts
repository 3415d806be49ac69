import type { Database } from '../client';
import { seedDemoExchangeRates } from './coins';

/** The believable shop of SEED=demo; each domain adds its own step. Every step is safe to run again. */
export async function seedDemo(db: Database): Promise<void> {
  await seedDemoExchangeRates(db);
}
