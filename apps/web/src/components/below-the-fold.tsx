import { type ReactNode, Suspense, use, useEffect, useId } from 'react';
import classes from './below-the-fold.module.css';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A part whose HTML came from the server, until React has taken it over. */
interface ServerPart {
  /** Resolves when the part comes near the screen or the shopper reaches into it; null when it need not wait. */
  near: Promise<void> | null;
  /** What was typed into its fields before React took them over. */
  typed: Map<Field, string>;
  stop: () => void;
}

/** Each part's state from its first render on; null once there is nothing left to do (or it was never the server's). */
const parts = new Map<string, ServerPart | null>();
/** How to bring each part that still waits to life. */
const waiting = new Set<() => void>();
/** Set by the first navigation: from then on no part waits, even one the hydration has not reached yet. */
let awake = false;

/**
 * Brings every part that still waits to life. A navigation calls it: React holds a transition that re-renders the page
 * around a part it has not hydrated (the footer of every page, a list whose filters changed) until that part is
 * alive, so the next page would otherwise wait for the shopper to scroll.
 */
export function wakeWaitingParts() {
  awake = true;
  for (const wake of waiting) wake();
}

/**
 * How far below the screen a part starts hydrating, so that it is alive by the time a finger reaches it; no further,
 * or a page's first seconds hydrate what the shopper has not scrolled to (decision 064: a product page's related
 * products, 600 px ahead, cost a phone about 90 ms of blocking at load).
 */
const AHEAD = 200;
/** A touch, a key or a focus inside a waiting part brings it to life at once. */
const INTENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

function serverPart(id: string): ServerPart | null {
  // The server renders everything; a browser without IntersectionObserver hydrates everything at once.
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  if (parts.has(id)) return parts.get(id) ?? null;
  const element = document.querySelector(`[data-below-the-fold="${CSS.escape(id)}"]`);
  // No server HTML: rendered in the browser, after a navigation.
  if (!element) {
    parts.set(id, null);
    return null;
  }
  // React takes over a field with the value it finds, as if nothing had been typed: what was typed before (also what
  // app-boot.js replays while this part is not React's yet) is kept, and replayed once the part is alive.
  const typed = new Map<Field, string>();
  for (const field of element.querySelectorAll<Field>('input, textarea'))
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  // On the document, before React's own listeners: React stops a touch or a key aimed at a part it has not hydrated.
  // Only the parts of the first, server-rendered page are ever the server's, so these listeners stay few.
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const keepInput = (event: Event) => {
    if (inside(event) && isField(event.target)) typed.set(event.target, event.target.value);
  };
  document.addEventListener('input', keepInput, true);

  // Already near, or already reached into (a search's results, the first screen, a field being typed in): at once.
  const now =
    awake ||
    element.getBoundingClientRect().top < window.innerHeight + AHEAD ||
    element.contains(document.activeElement);
  if (now) {
    const part = { near: null, typed, stop: () => document.removeEventListener('input', keepInput, true) };
    parts.set(id, part);
    return part;
  }
  let wake = () => {};
  const near = new Promise<void>((resolve) => {
    wake = () => {
      waiting.delete(wake);
      resolve();
    };
    waiting.add(wake);
  });
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
    rootMargin: `${AHEAD}px 0px`,
  });
  observer.observe(element);
  const onIntent = (event: Event) => inside(event) && wake();
  for (const intent of INTENTS) document.addEventListener(intent, onIntent, { capture: true, passive: true });
  const stop = () => {
    waiting.delete(wake);
    observer.disconnect();
    for (const intent of INTENTS) document.removeEventListener(intent, onIntent, true);
    document.removeEventListener('input', keepInput, true);
  };
  const part = { near, typed, stop };
  parts.set(id, part);
  return part;
}

/** Once its part is alive: tells it what was typed before, as if it had just been typed (as app-boot.js does). */
function replay(id: string) {
  const part = parts.get(id);
  if (!part) return;
  parts.set(id, null);
  // A task later: an input that woke the part, or one app-boot.js replays, is recorded by then.
  setTimeout(() => {
    part.stop();
    for (const [field, value] of part.typed) {
      if (!field.isConnected) continue;
      // React notices a change only against the value it last saw: clear it through React, set it natively.
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      field.value = '';
      native?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, 0);
}

/** Suspends the hydration of its part until the part nears the screen; React keeps the server's HTML meanwhile. */
function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  const near = serverPart(id)?.near;
  if (near) use(near);
  useEffect(() => replay(id), [id]);
  return children;
}

/**
 * A part of a long page the browser lays out and paints only once it scrolls near (content-visibility), and that
 * React hydrates only then (issue 13, decision 040): on a phone, hydrating the whole front at once kept the main
 * thread busy for seconds after the first screen was painted. Until then the part is the server's HTML: readable, its
 * links work as plain links, and a touch, a key or a focus inside it brings it to life at once. A part rendered in
 * the browser (after a navigation) renders at once.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className={classes.root} data-below-the-fold={id}>
      <Suspense fallback={null}>
        <WhenNear id={id}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
