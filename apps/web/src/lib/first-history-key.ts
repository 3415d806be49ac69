/**
 * Gives the page's first history entry a key of its own before the router reads it. React Router names an entry it
 * did not make "default" and keeps scroll positions per key (ScrollRestoration, in sessionStorage), so every page
 * opened by its address in the same tab (typed, a bookmark, a mail's link) took the key of the page opened that way
 * before it, and opened scrolled to where that one was left. A reload, or coming back to the entry, keeps its key (the
 * browser keeps `history.state`), so those still find their place.
 */
export function keyFirstHistoryEntry() {
  const state = window.history.state as { key?: unknown } | null;
  if (state?.key) return;
  // React Router's own key shape: eight base-36 characters.
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
