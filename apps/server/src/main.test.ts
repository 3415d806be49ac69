import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` refused in plain words, without a stack trace, and leaving the embedded database as it was.
const main = path.join(import.meta.dirname, 'main.ts');
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH, NODE_ENV: 'development', SEED: 'none', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('starting the shop', () => {
  it('refuses an embedded database another running shop holds', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    cleanups.push(() => holder.kill('SIGKILL'));
    await new Promise((resolve) => holder.once('spawn', resolve));
    writeFileSync(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: holder.pid, at: Date.now() }));

    const { code, stderr } = await start({ DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by another process (pid ${holder.pid}): is the ` +
        'shop already running? Stop it first, or give this one another DATA_DIR. If nothing uses it, delete ' +
        `${path.join(dataDir, 'db.lock')}.`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('says which port is taken, before it opens the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as { port: number }).port;

    const { code, stderr } = await start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Port ${port} on 127.0.0.1 is in use by another program: is the shop already running? Stop it, or start this one with another PORT.`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('says when HOST is not an address of this machine, before it opens the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
    // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it.
    const { code, stderr } = await start({ DATA_DIR: dataDir, PORT: '0', HOST: '192.0.2.1' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'HOST=192.0.2.1 is not an address of this machine: leave HOST unset for this machine alone, or use 0.0.0.0 to be reached from its networks.',
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});
