import { BUILD_ID } from './build-version';
import { isOffline } from './offline';

const RELOADED_KEY = 'chunk_reload_build';

/** The messages browsers give when a lazily imported module or its CSS cannot be fetched. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * A chunk of an older build is gone after a deploy: reload to get the new one. At most once per build, so a chunk
 * that stays missing shows the error page instead of reloading forever. True when a reload was started. Never
 * without a connection: the chunk is only not kept yet, no reload can bring it, and the shopper's tap would be lost
 * to the page coming back as it was.
 */
export function reloadOnceForChunkError(
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (isOffline()) return false;
  try {
    if (storage.getItem(RELOADED_KEY) === BUILD_ID) return false;
    storage.setItem(RELOADED_KEY, BUILD_ID);
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite raises `vite:preloadError` when a dependency of a lazy chunk fails to load (SPEC §8). */
export function reloadOnPreloadError(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
