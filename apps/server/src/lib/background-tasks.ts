import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a reply must not wait for, because its duration would tell something (whether an account exists) or
 * because the user need not wait (a mail). Failures are logged, never thrown; closing the app waits for what is
 * running, and tests wait with `settled()`.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((err) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
