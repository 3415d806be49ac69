import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

// Two processes writing one embedded database leave it unreadable: a second opener is refused while the first lives.
const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'shop-lock-')), 'db');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another live process, as the holder of a lock file. */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid ?? 0;
}

const heldBy = (dir: string, pid: number, at = Date.now()) =>
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid, at }));

describe('the embedded database folder lock', () => {
  it('refuses a folder another live process holds, naming it, and leaves its file alone', async () => {
    const dir = folder();
    const pid = await otherProcess();
    heldBy(dir, pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${pid})`);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(pid);
  });

  it('takes over a file left by a process that is gone, or written before the machine started', async () => {
    const gone = folder();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    heldBy(gone, child.pid ?? 0);
    lockDataDir(gone)();

    // Its id now another program's (here a live one): the file is older than this boot.
    const beforeBoot = folder();
    heldBy(beforeBoot, await otherProcess(), 0);
    lockDataDir(beforeBoot)();

    // Unreadable: nobody to name.
    const garbled = folder();
    writeFileSync(`${garbled}.lock`, 'not json');
    lockDataDir(garbled)();
  });

  it('lets the folder go when released, so the next start opens it', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('holds the folder from opening the database to closing it', async () => {
    const dir = folder();
    const database = await openDatabase({ pgliteDir: dir });
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    heldBy(dir, await otherProcess());
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirInUseError);
  });
});
