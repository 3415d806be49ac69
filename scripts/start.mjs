// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The dependencies need Node 22.22+ or 24 (package.json engines); Node 20 is past its end of life.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22) || major === 23) {
  console.warn(
    `Node ${process.versions.node} is not supported: use Node 22.22 or newer (22 LTS) or Node 24 LTS. Trying anyway…`,
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The storefront's server render (decision 016) is built with the app.
const builtRender = path.join(root, 'apps/web/dist-server/entry-server.js');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

const needsBuild =
  !existsSync(builtIndex) ||
  !existsSync(builtRender) ||
  Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (needsBuild) {
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
