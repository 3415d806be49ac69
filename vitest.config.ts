import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure contracts, the server against a real database, the web app on happy-dom.
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/src/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
