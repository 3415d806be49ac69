import type { Config } from '../../config';
import { seedFixedPages } from '../../modules/content';
import { seedOrderStatuses } from '../../modules/order-statuses';
import type { Database } from '../client';
import { seedCoins } from './coins';
import { seedDemo } from './demo';

/** What every start needs in the database after the roles, plus the demo shop when SEED=demo. */
/** `dataDir` receives the demo pictures. */
export async function seedOnStart(
  db: Database,
  mode: Config['seed'],
  dataDir: string,
  adminEmail?: string,
  knownPasswords = false,
): Promise<void> {
  await seedCoins(db);
  await seedOrderStatuses(db);
  await seedFixedPages(db);
  if (mode === 'demo') await seedDemo(db, dataDir, adminEmail, knownPasswords);
}
