import { INACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS, INACTIVITY_WARNING_MS } from '@shop/contracts';

/** Shared by every tab of the shop, so activity in one keeps the others signed in (SPEC §9). */
export const LAST_ACTIVITY_KEY = 'last_activity';
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;
// A mouse move fires many times a second; the shared record only needs to be current to within seconds.
const SHARE_EVERY_MS = 10_000;

export interface InactivityWatch {
  /** Called once, when nothing happened in any tab for `timeoutMs`. */
  onTimeout: () => void;
  /** Called when the logout is `warnMs` away or less, with its time (ms since the epoch). */
  onWarning?: (logoutAt: number) => void;
  /** Called when activity (here or in another tab) put a warned logout off again. */
  onActive?: () => void;
  timeoutMs?: number;
  warnMs?: number;
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
  onWarning = () => {},
  onActive = () => {},
  timeoutMs = INACTIVITY_LOGOUT_MS,
  warnMs = INACTIVITY_WARNING_MS,
  checkMs = INACTIVITY_CHECK_MS,
  target = window,
  storage = localStorage,
}: InactivityWatch): () => void {
  let lastActivity = Date.now();
  let lastShared = lastActivity;
  let warned = false;
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
    const idle = Date.now() - latest;
    if (idle >= timeoutMs) {
      stop();
      onTimeout();
    } else if (idle >= timeoutMs - warnMs) {
      if (!warned) onWarning(latest + timeoutMs);
      warned = true;
    } else if (warned) {
      warned = false;
      onActive();
    }
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
