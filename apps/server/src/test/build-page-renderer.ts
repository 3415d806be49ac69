import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The web app's server entry the page-render tests load (decision 016). */
export const PAGE_RENDERER = path.join(root, 'apps/web/dist-server/entry-server.js');
const sources = ['apps/web/src', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newest(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), 0);
}

/**
 * Vitest global set-up of the server suites: builds the web app's server entry when it is missing or older than the
 * web sources, once per run, so the page-render tests render today's screens.
 */
export default function buildPageRenderer() {
  const fresh =
    existsSync(PAGE_RENDERER) &&
    Math.max(...sources.map((source) => newest(path.join(root, source)))) <= statSync(PAGE_RENDERER).mtimeMs;
  if (fresh) return;
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error('Building the web app’s server entry failed');
}
