/** How long the tab's name must stay put before it is read: a screen that waits for its data names its tab later. */
export const SETTLED_MS = 400;

let region: HTMLElement | undefined;
let observer: MutationObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Reads the new screen's name to screen readers after a navigation inside the app, as a page load does: without it a
 * link changed the screen in silence. A change of the query alone (`samePath`) is read too, when it changes the name
 * (a category tile turned the front into "Bebidas"): a name read already is not read again. The name is the tab's (a screen's heading names it, `PageTitle`) once it has
 * stayed put. Loaded on the first navigation (main.tsx), so a page's first load carries none of it; the region that
 * speaks is made then, before it has anything to say, as screen readers listen only to regions already there.
 */
export function announceNavigation(samePath = false) {
  // The address changed under a field being typed in (a search, a price): the results speak for themselves, and
  // reading the screen's name at each pause would talk over the typing.
  if (samePath && document.activeElement?.matches('input, textarea, [contenteditable="true"]')) return;
  if (!region) {
    region = document.createElement('p');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    // Read, not shown: as components/visually-hidden.module.css, without a stylesheet for the import to wait on.
    region.style.cssText =
      'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(region);
  }
  const speaker = region;
  const say = () => {
    observer?.disconnect();
    // Left alone when it says this already (the listing sorted another way): a region rewritten is read again.
    if (speaker.textContent !== document.title) speaker.textContent = document.title;
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(say, SETTLED_MS);
  };
  observer?.disconnect();
  observer = new MutationObserver(wait);
  const title = document.querySelector('title');
  if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
  wait();
}
