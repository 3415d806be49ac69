import { shopToday } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { forgetOldSalts } from './modules/analytics';
import { deleteExpiredAccessTokens, deleteIdleSessions } from './modules/auth';
import { sendAvailabilityAlerts, sendLowStockNotices } from './modules/availability-alerts';
import { expireCartLines } from './modules/cart';
import type { Mailer } from './modules/mail';
import { deleteOldKeys, expireUnpaidOrders } from './modules/orders';
import { tendExports } from './modules/reports';
import { expireStoreRequests } from './modules/store-requests';
import { refreshBestSellers } from './modules/storefront';
import { throttle } from './modules/throttle';

/** What jobs may use besides the database: the mailer, the shop's address for links in mail, its data folder. */
export interface JobContext {
  mailer: Mailer;
  publicUrl: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

export interface Job {
  name: string;
  everyMs: number;
  /** Must be safe when several instances run it at once (idempotent, or guarded by a row lock). */
  run(db: Database, context: JobContext): Promise<void>;
}

const JOBS: Job[] = [
  {
    name: 'delete idle sessions',
    everyMs: 5 * 60_000,
    run: async (db) => void (await deleteIdleSessions(db)),
  },
  { name: 'delete expired access tokens', everyMs: 60 * 60_000, run: (db) => deleteExpiredAccessTokens(db) },
  { name: 'delete expired throttles', everyMs: 15 * 60_000, run: (db) => throttle.deleteExpired(db) },
  { name: 'expire cart lines', everyMs: 60_000, run: async (db) => void (await expireCartLines(db)) },
  {
    name: 'cancel unpaid orders',
    everyMs: 60_000,
    run: (db, { mailer, publicUrl }) => expireUnpaidOrders(db, mailer, publicUrl),
  },
  {
    name: 'expire wholesale reservations past their day',
    everyMs: 10 * 60_000,
    run: async (db) => void (await expireStoreRequests(db)),
  },
  { name: 'refresh best sellers', everyMs: 10 * 60_000, run: refreshBestSellers },
  {
    name: 'tell staff which products are low',
    everyMs: 5 * 60_000,
    run: async (db, { mailer, publicUrl }) => void (await sendLowStockNotices(db, mailer, publicUrl)),
  },
  {
    name: 'tell who asked that a product is back',
    everyMs: 60_000,
    run: async (db, { mailer, publicUrl }) => void (await sendAvailabilityAlerts(db, mailer, publicUrl)),
  },
  {
    name: "forget the salts of analytics' past days",
    everyMs: 15 * 60_000,
    run: (db) => forgetOldSalts(db, shopToday()),
  },
  {
    name: 'make the report files left queued, delete those past their day',
    everyMs: 5 * 60_000,
    run: (db, { dataDir, log }) => tendExports(db, dataDir, log),
  },
  {
    name: 'delete old idempotency keys',
    everyMs: 60 * 60_000,
    run: async (db) => void (await deleteOldKeys(db)),
  },
];

/**
 * Runs the periodic jobs in this process; every job is written to be safe with several instances. Each also runs
 * once right after start: work that fell due while the shop was down (expired carts, unpaid orders) is done at once.
 */
export function startJobs(
  db: Database,
  context: JobContext,
  log: FastifyBaseLogger,
  jobs: Job[] = JOBS,
): { stop(): void } {
  const run = (job: Job) => () => {
    job.run(db, context).catch((err) => log.error({ err, job: job.name }, 'job failed'));
  };
  const first = jobs.map((job) => setTimeout(run(job), 0).unref());
  const timers = jobs.map((job) => setInterval(run(job), job.everyMs).unref());
  return {
    stop: () => {
      first.forEach(clearTimeout);
      timers.forEach(clearInterval);
    },
  };
}
