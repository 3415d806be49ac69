/** The id of the running build; vite.config.ts defines it and writes the same id to /builds/latest.json. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
export const BUILD_CHECK_MS = 5 * 60 * 1000;

let newerBuild = false;

/** True once the server announced another build: the next navigation must load the whole page (SPEC §7). */
export function isNewerBuildAvailable(): boolean {
  return newerBuild;
}

/** Asks the server which build it serves now; network failures are ignored (the next check will tell). */
export async function checkForNewerBuild(currentId: string = BUILD_ID): Promise<boolean> {
  try {
    const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (response.ok) {
      const latest = (await response.json()) as { id?: unknown };
      if (typeof latest.id === 'string' && latest.id !== currentId) newerBuild = true;
    }
  } catch {
    // Offline or mid-deploy: keep the current state.
  }
  return newerBuild;
}

/** Checks every five minutes and whenever the window gets the focus back; returns the stop function. */
export function watchBuilds({ intervalMs = BUILD_CHECK_MS, target = window } = {}): () => void {
  const check = () => {
    if (!newerBuild) void checkForNewerBuild();
  };
  const timer = setInterval(check, intervalMs);
  target.addEventListener('focus', check);
  return () => {
    clearInterval(timer);
    target.removeEventListener('focus', check);
  };
}

/** For tests. */
export function resetBuildState() {
  newerBuild = false;
}
