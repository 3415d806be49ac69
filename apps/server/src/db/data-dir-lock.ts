import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { uptime } from 'node:os';

/** Another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {}

interface Holder {
  pid: number;
  /** When the holder took the folder (ms since the epoch). */
  at: number;
}

/**
 * Holds an embedded database's folder for this process until the returned function is called (or the process
 * exits). PGlite takes no lock of its own, and two processes writing one folder leave it unreadable
 * (electric-sql/pglite#1106): a second `npm start` forgotten in another terminal, a migration run beside the shop.
 * A file beside the folder names the holder, as PostgreSQL's postmaster.pid does; a second opener is refused while
 * that process lives, never taking the folder from it. A file left by a process that is gone, or written before the
 * machine last started (its process id may since belong to another program), is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, at: Date.now() } satisfies Holder), {
        flag: 'wx',
      });
      return releaser(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = readHolder(file);
    if (holder && holds(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dir} is in use by another process (pid ${holder.pid}): is the shop already ` +
          `running? Stop it first, or give this one another DATA_DIR. If nothing uses it, delete ${file}.`,
      );
    }
    // Left behind: taken over (the next write is exclusive, so of two takers racing here one is refused).
    unlinkSync(file);
  }
}

function releaser(file: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) && Number.isFinite(holder.at) ? (holder as Holder) : undefined;
  } catch {
    // Gone meanwhile, or not ours to read: nobody we can name holds it.
    return undefined;
  }
}

/**
 * Whether the process that wrote the file still runs: written since the machine started, and its id alive. Our own
 * id is a previous life's (a container restarted starts its processes in the same order): this process opens its
 * folder once.
 */
function holds({ pid, at }: Holder): boolean {
  if (pid === process.pid || at < Date.now() - uptime() * 1000) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
