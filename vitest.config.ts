import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks. The shop needs Node 22.22+ or 24 (CI runs on 24),
// but a machine whose own node is still 20 should print a failing test rather than crash the reporter.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// One runner, three projects: pure contracts, the server against a real database, the web app on happy-dom.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, which left the second idle
    // while a server file waited on its database (the whole run: 6.9 min with two, against about 13 with one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A worker keeps the modules it imported from one file to the next instead of importing the server again for
          // each (a third of the suite's time was imports): 675 → 301 s on a 2-core machine (decision 072). Each file
          // still builds its own app and database; module state a test changes it restores itself (timers, spies).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/src/test/setup.ts'],
          globalSetup: [
            'apps/server/src/test/build-page-renderer.ts',
            'apps/server/src/test/migrated-database.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The files share a worker's modules instead of loading React, Mantine and the app once per file (3.8 min
          // down to 0.7 on a 2-core machine). State they share is reset after every test in test/setup.ts.
          isolate: false,
          // Rendering whole screens on happy-dom takes seconds on a busy 2-core machine; 5 s was seen to be too short.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
