// Runs the Playwright suite in Debian's chromium; says plainly why when it cannot run here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.info(
    `\nE2E suite SKIPPED: no chromium at ${chromium}. Install Debian's browser with ` +
      '`apt-get install -y chromium` (CI does this) or set CHROMIUM_PATH.\n',
  );
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'package-lock.json',
].map((source) => path.join(root, source));
// A file from each of the two steps of `npm run build -w @shop/web`.
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'].map((output) =>
  path.join(root, output),
);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), 0);
}

/**
 * A build newer than every source is not made again: CI builds once before it starts the PostgreSQL suites beside
 * this one (decision 068), whose page-render tests read the server entry a second build would be rewriting.
 */
function buildIsFresh() {
  if (!outputs.every((output) => existsSync(output))) return false;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return Math.max(...sources.map(newest)) <= oldestOutput;
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env } }).status ?? 1;
if (buildIsFresh()) console.info('The web app’s build is newer than its sources: not built again.');
else {
  const built = run('npm', ['run', 'build', '-w', '@shop/web']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
