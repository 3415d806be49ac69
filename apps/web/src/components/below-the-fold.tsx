import { type ReactNode, Suspense, use, useEffect, useId, useState } from 'react';
import { deferredPartsLoaded, loadDeferredParts } from '../lib/deferred';
import { i18n } from '../lib/i18n';
import { isOffline } from '../lib/offline';
import classes from './below-the-fold.module.css';

/** What the shopper types in or chooses from; a list that takes several choices is left alone, as app-boot.js does. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A part whose HTML came from the server, until React has taken it over. */
interface ServerPart {
  /** Resolves when the part comes near the screen or the shopper reaches into it; null when it need not wait. */
  near: Promise<void> | null;
  /** What was typed into its fields, or chosen in its lists, before React took them over. */
  typed: Map<Field, string>;
  /** The control a click reached while the part waited: clicked again once the part is alive. */
  clicked?: HTMLElement;
  /** Its lazy parts on their way, for a part near the screen or woken by a navigation: clicks wait until they are in. */
  ready?: Promise<unknown>;
  stop: () => void;
}

/** Each part's state from its first render on; null once there is nothing left to do (or it was never the server's). */
const parts = new Map<string, ServerPart | null>();
/**
 * What each part that is still the server's does when a navigation starts (`true`): one that waits comes to life, and
 * one whose lazy parts cannot come for want of a connection is drawn anew (`giveUp`).
 */
const waiting = new Set<(navigating?: boolean) => void>();
/** Set by the first navigation: from then on no part waits, even one the hydration has not reached yet. */
let awake = false;
/** How to draw anew each part that is still the server's (serverPart's `giveUp`). */
const redraws = new Set<() => void>();

// A part hydrated once the language has changed renders words its server HTML does not hold, and React reports a page
// that did not match what was sent (a tap on "English" as a part's code arrives, decision 082): each part still the
// server's is drawn anew in the new language instead, in the same render the change causes.
if (typeof document !== 'undefined')
  i18n.on('languageChanged', () => {
    for (const redraw of [...redraws]) redraw();
  });

/**
 * Brings every part that still waits to life. A navigation calls it: React holds a transition that re-renders the page
 * around a part it has not hydrated (the footer of every page, a list whose filters changed) until that part is
 * alive, so the next page would otherwise wait for the shopper to scroll.
 */
export function wakeWaitingParts() {
  awake = true;
  for (const wake of waiting) wake(true);
}

/** For the tests, whose files share this module (test/setup.ts): no part is the server's, no navigation has happened. */
export function forgetServerParts() {
  for (const part of parts.values()) part?.stop();
  parts.clear();
  awake = false;
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
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLSelectElement && !target.multiple);

/** Whether the shopper has changed it from what the server sent. */
function changed(field: Field): boolean {
  if (!(field instanceof HTMLSelectElement)) return field.value !== field.defaultValue;
  // The server's choice is the option marked selected, or the first when none is.
  const sent = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return !!sent && !sent.selected;
}

/** What a click acts on besides a link: what app-boot.js keeps for the page, this keeps for a part (and its links). */
const CONTROLS = 'button, [role="button"], input, label, select, summary';

/**
 * @param giveUp Draws the part anew in the browser, its server HTML dropped. A navigation offline calls it when the part's
 * lazy parts have not come (lib/deferred.ts: they wait for the connection): React would otherwise hold the next page
 * until the part had hydrated, which it cannot do without their code (decision 082). So does a change of language.
 */
function serverPart(id: string, needs: string[], giveUp: () => void): ServerPart | null {
  // The server renders everything; a browser without IntersectionObserver hydrates everything at once.
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  if (parts.has(id)) return parts.get(id) ?? null;
  const element = document.querySelector(`[data-below-the-fold="${CSS.escape(id)}"]`);
  // No server HTML: rendered in the browser, after a navigation.
  if (!element) {
    parts.set(id, null);
    return null;
  }
  // React takes over a field with the value it finds, as if nothing had been typed, and sets a list back to the choice
  // it rendered: what was typed or chosen before (also what app-boot.js replays while this part is not React's yet) is
  // kept, and replayed once the part is alive. A tap on a list opens the phone's own at once, so a shopper chooses in a
  // part that is still the server's.
  const typed = new Map<Field, string>();
  for (const field of element.querySelectorAll<Field>('input, textarea, select'))
    if (isField(field) && changed(field)) typed.set(field, field.value);
  // On the document, before React's own listeners: React stops a touch or a key aimed at a part it has not hydrated.
  // Only the parts of the first, server-rendered page are ever the server's, so these listeners stay few.
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const keepInput = (event: Event) => {
    if (inside(event) && isField(event.target)) typed.set(event.target, event.target.value);
  };
  document.addEventListener('input', keepInput, true);
  document.addEventListener('change', keepInput, true);
  const part: ServerPart = { near: null, typed, stop: () => {} };
  let wake = (_navigating?: boolean) => {};
  const drawAnew = () => {
    part.stop();
    parts.set(id, null);
    giveUp();
  };
  // React drops a click on a part it cannot hydrate at once (its code still on the way) and leaves the browser's own
  // default to happen (a form sent bare, a switch turned in the page only, a link loading the whole shop again): kept
  // here instead, before React's listeners, and clicked again once the part is alive.
  const keepClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (parts.get(id) !== part || !target || !element.contains(target)) return;
    // Without a connection the part's code may not come until it is back (lib/lazy-part.ts): a link is followed by the
    // browser at once, to the copy the service worker kept or to the shop's offline page, not kept waiting. A form is
    // not sent bare, which would leave the page and what was typed in it: the shopper is told it cannot go now.
    if (isOffline()) {
      const submit = target.closest('button');
      if (submit?.type === 'submit' && submit.form) {
        event.preventDefault();
        // Said by the control, in the browser's own bubble; once the connection is back it sends its form as usual.
        submit.setCustomValidity(i18n.t('common:offline_write'));
        submit.reportValidity();
        addEventListener('online', () => submit.setCustomValidity(''), { once: true });
      }
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    const control = link ? (followedInApp(link, event) ? link : null) : target.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    part.clicked = control;
    wake();
  };
  document.addEventListener('click', keepClick, true);
  const forget = () => {
    document.removeEventListener('input', keepInput, true);
    document.removeEventListener('change', keepInput, true);
    document.removeEventListener('click', keepClick, true);
    redraws.delete(drawAnew);
  };
  parts.set(id, part);
  redraws.add(drawAnew);
  const cannotCome = () => isOffline() && !deferredPartsLoaded(needs);

  // Already near, or already reached into (a search's results, the first screen, a field being typed in): at once.
  // The lazy parts it holds may still be on the way when it hydrates (the front's catalogue placed first, its
  // filters' chunk behind): until they are there a click waits too, or a switch tapped meanwhile turned in the page
  // only and its filter was never applied. The part itself does not wait for them: a click that reaches it before it
  // has hydrated (app-boot.js replaying one) is handed to React, which hydrates it on the spot to deliver it.
  const now =
    awake ||
    element.getBoundingClientRect().top < window.innerHeight + AHEAD ||
    element.contains(document.activeElement);
  if (now) {
    part.stop = forget;
    if (!deferredPartsLoaded(needs)) {
      part.ready = loadDeferredParts(needs);
      const onNavigation = () => cannotCome() && drawAnew();
      waiting.add(onNavigation);
      part.stop = () => {
        forget();
        waiting.delete(onNavigation);
      };
    }
    return part;
  }
  // The lazy parts it holds (its filters, say) load first: it then hydrates whole, and a control React has not taken
  // over yet cannot swallow the click replayed on it. A navigation does not wait for them (React would hold it until
  // they came): the part hydrates at once and keeps clicks until they are there, as a part near the screen does.
  part.near = new Promise<void>((resolve) => {
    let woken = false;
    wake = (navigating = false) => {
      if (woken) return;
      woken = true;
      waiting.delete(wake);
      if (!navigating) {
        loadDeferredParts(needs).then(() => resolve());
        return;
      }
      if (cannotCome()) {
        drawAnew();
        return;
      }
      if (!deferredPartsLoaded(needs)) part.ready = loadDeferredParts(needs);
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
  part.stop = () => {
    forget();
    waiting.delete(wake);
    observer.disconnect();
    for (const intent of INTENTS) document.removeEventListener(intent, onIntent, true);
  };
  return part;
}

/**
 * Once its part is alive: tells it what was typed or chosen before, as if it had just been, and clicks again what a
 * click reached meanwhile (as app-boot.js does for the page).
 */
function replay(id: string) {
  const part = parts.get(id);
  if (!part) return;
  const ready = part.ready;
  if (ready) {
    // Once its lazy parts are there: a control of theirs React has not hydrated yet, it hydrates for the click.
    ready.then(() => {
      if (parts.get(id) !== part) return;
      part.ready = undefined;
      replay(id);
    });
    return;
  }
  parts.set(id, null);
  // A task later: an input that woke the part, or one app-boot.js replays, is recorded by then.
  setTimeout(() => {
    part.stop();
    for (const [field, value] of part.typed) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React notices a change only against the value it last saw: clear it through React, set it natively.
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      field.value = '';
      native?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // A task later again, once the app has rendered what was typed: the click acts on it.
    const control = part.clicked;
    if (control) setTimeout(() => clickAgain(control), 0);
  }, 0);
}

/**
 * Whether a click on this link is one the app follows in the page once the part is alive: a plain click on a link to
 * another of the shop's addresses. A new tab or window, a download, another site or a jump within the page are the
 * browser's, at once.
 */
function followedInApp(link: HTMLAnchorElement, event: Event): boolean {
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
    return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  if (link.origin !== window.location.origin) return false;
  const { pathname, search } = window.location;
  return !(link.hash && link.pathname === pathname && link.search === search);
}

/** The kept click, made again; a link React drew anew meanwhile is still followed, as the browser would have. */
function clickAgain(control: HTMLElement) {
  if (control.isConnected) control.click();
  else if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
}

/** Suspends the hydration of its part until the part nears the screen; React keeps the server's HTML meanwhile. */
function WhenNear({
  id,
  needs,
  giveUp,
  children,
}: {
  id: string;
  needs: string[];
  giveUp: () => void;
  children: ReactNode;
}) {
  const near = serverPart(id, needs, giveUp)?.near;
  if (near) use(near);
  useEffect(() => replay(id), [id]);
  return children;
}

/**
 * A part of a long page the browser lays out and paints only once it scrolls near (content-visibility), and that
 * React hydrates only then (issue 13, decision 040): on a phone, hydrating the whole front at once kept the main
 * thread busy for seconds after the first screen was painted. Until then the part is the server's HTML: readable
 * without code, and a touch, a key or a focus inside it brings it to life at once; a click on one of its buttons,
 * fields or links then acts once it is alive (a link followed in the app, not by loading the shop again), not lost on
 * HTML React has not taken over. A part rendered in the browser (after a navigation) renders at once.
 */
export function BelowTheFold({
  needs = NONE,
  children,
}: {
  /** The lazy parts inside it (`deferred(…, part)`, decision 071), loaded before it hydrates. */
  needs?: string[];
  children: ReactNode;
}) {
  const id = useId();
  // A new key drops the server's HTML, which React would otherwise insist on hydrating first (serverPart's giveUp).
  const [drawnAnew, setDrawnAnew] = useState(false);
  return (
    <div className={classes.root} data-below-the-fold={id}>
      <Suspense key={drawnAnew ? 'browser' : 'server'} fallback={null}>
        <WhenNear id={id} needs={needs} giveUp={() => setDrawnAnew(true)}>
          {children}
        </WhenNear>
      </Suspense>
    </div>
  );
}

const NONE: string[] = [];
