import type { Config } from '../../config';
import type { Database } from '../client';
import { seedCoins } from './coins';
import { seedDemo } from './demo';

/** What every start needs in the database after the roles, plus the demo shop when SEED=demo. */
export async function seedOnStart(db: Database, mode: Config['seed']): Promise<void> {
  await seedCoins(db);
  if (mode === 'demo') await seedDemo(db);
}
