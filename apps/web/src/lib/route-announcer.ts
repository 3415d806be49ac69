/** How long the tab's name must stay put before it is read: a screen that waits for its data names its tab later. */
export const SETTLED_MS = 400;
/** How long a new screen may take to name its tab before the name it kept is read as its own. */
export const UNNAMED_MS = 3000;

let region: HTMLElement | undefined;
let observer: MutationObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Reads the new screen's name to screen readers after a navigation inside the app, as a page load does: without it a
 * link changed the screen in silence. A change of the query alone (`samePath`) is read too, when it changes the name
 * (a category tile turned the front into "Bebidas"): a name read already is not read again. The name is the tab's (a
 * screen's heading names it, `PageTitle`) once it has stayed put after it changed from `before`, the name the tab had
 * when the navigation ended. The wait runs from the tab's change, not from the click: on a slow phone the new screen
 * renders and names itself well after the router is done, and a clock started at the click read the old name.
 * Loaded on the first navigation (main.tsx), so a page's first load carries none of it; the region that speaks is
 * made then, before it has anything to say, as screen readers listen only to regions already there.
 */
export function announceNavigation(before: string, samePath = false) {
  observer?.disconnect();
  clearTimeout(timer);
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
    // Left alone when it says this already (the listing sorted another way): a region rewritten is read again.
    if (speaker.textContent !== document.title) speaker.textContent = document.title;
  };
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(say, SETTLED_MS);
  };
  // Watched until the next navigation, so a name that comes late is still read, once it has settled.
  observer = new MutationObserver(settle);
  const title = document.querySelector('title');
  if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
  if (document.title !== before) settle();
  // Another screen that never names its tab keeps the last one's name, which is read as its own after a while; a
  // query that renamed nothing (a listing sorted) has nothing new to say.
  else if (!samePath) timer = setTimeout(say, UNNAMED_MS);
}
