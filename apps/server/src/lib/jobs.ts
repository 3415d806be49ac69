import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { deleteIdleSessions } from '../modules/auth/sessions.service';
import { throttle } from '../modules/throttle';

export interface Job {
  name: string;
  everyMs: number;
  /** Must be safe when several instances run it at once (idempotent, or guarded by a row lock). */
  run(db: Database): Promise<void>;
}

const JOBS: Job[] = [
  {
    name: 'delete idle sessions',
    everyMs: 5 * 60_000,
    run: async (db) => void (await deleteIdleSessions(db)),
  },
  { name: 'delete expired throttles', everyMs: 15 * 60_000, run: (db) => throttle.deleteExpired(db) },
];

/** Runs the periodic jobs in this process; every job is written to be safe with several instances. */
export function startJobs(db: Database, log: FastifyBaseLogger, jobs: Job[] = JOBS): { stop(): void } {
  const timers = jobs.map((job) =>
    setInterval(() => {
      job.run(db).catch((err) => log.error({ err, job: job.name }, 'job failed'));
    }, job.everyMs).unref(),
  );
  return { stop: () => timers.forEach(clearInterval) };
}
