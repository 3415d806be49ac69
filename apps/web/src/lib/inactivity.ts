import { INACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS } from '@shop/contracts';

/** Shared by every tab of the shop, so activity in one keeps the others signed in (SPEC §9). */
export const LAST_ACTIVITY_KEY = 'last_activity';
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;
// A mouse move fires many times a second; the shared record only needs to be current to within seconds.
const SHARE_EVERY_MS = 10_000;

export interface InactivityWatch {
  /** Called once, when nothing happened in any tab for `timeoutMs`. */
  onTimeout: () => void;
  timeoutMs?: number;
  checkMs?: number;
  target?: Window;
  storage?: Storage;
}

function readShared(storage: Storage): number {
  try {
    const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeShared(storage: Storage, time: number) {
  try {
    storage.setItem(LAST_ACTIVITY_KEY, String(time));
  } catch {
    // Storage may be full or blocked; this tab still tracks its own activity.
  }
}

/** Starts watching for inactivity; returns the function that stops it. */
export function watchInactivity({
  onTimeout,
  timeoutMs = INACTIVITY_LOGOUT_MS,
  checkMs = INACTIVITY_CHECK_MS,
  target = window,
  storage = localStorage,
}: InactivityWatch): () => void {
  let lastActivity = Date.now();
  let lastShared = lastActivity;
  writeShared(storage, lastActivity);

  const onActivity = () => {
    lastActivity = Date.now();
    if (lastActivity - lastShared >= SHARE_EVERY_MS) {
      lastShared = lastActivity;
      writeShared(storage, lastActivity);
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LAST_ACTIVITY_KEY || !event.newValue) return;
    const time = Number(event.newValue);
    if (Number.isFinite(time) && time > lastActivity) lastActivity = time;
  };
  const check = () => {
    const latest = Math.max(lastActivity, readShared(storage));
    if (Date.now() - latest < timeoutMs) return;
    stop();
    onTimeout();
  };

  // Capture: scroll events of inner elements do not bubble up to the window.
  for (const name of ACTIVITY_EVENTS)
    target.addEventListener(name, onActivity, { capture: true, passive: true });
  target.addEventListener('storage', onStorage);
  const timer = setInterval(check, checkMs);

  function stop() {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
    target.removeEventListener('storage', onStorage);
  }
  return stop;
}
