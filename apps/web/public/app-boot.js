// Starts a server-rendered page's code after the page has painted (decision 033): on a slow line the HTML, its
// styles and its pictures come first, and the code follows. Links work meanwhile. A tap, a key or a focus before then
// starts the code at once; what is typed in a field, a choice in a list and a button's click wait for the page to come
// alive and are then replayed, not lost.
// A classic script in a file: the content security policy allows only the shop's own script files.
(() => {
  const list = document.getElementById('shop-modules');
  if (!list) return;
  let started = false;
  let pending = null;
  const typed = new Map();

  const start = () => {
    if (started) return;
    started = true;
    const files = JSON.parse(list.textContent || '[]');
    const entry = files.pop();
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // Without its code (offline, a failed load) the page stays a plain page: clicks do what they do without code.
    script.addEventListener('error', () => removeEventListener('click', keepClick, true));
    document.head.append(script);
  };

  const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
  // A click on a link navigates as a page without code does; a click on anything else is kept for the app.
  const keepClick = (event) => {
    if (hydrated()) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest('button, [role="button"], input, label, select, summary');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = control;
    start();
  };
  // A field's value is kept as typed, and a choice in a list as chosen: the app, once alive, is told of it as if it had
  // just been typed or chosen (React sets a list back to its own value as it hydrates).
  const keepInput = (event) => {
    const field = event.target;
    const kept =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement;
    if (hydrated() || !kept || (field instanceof HTMLSelectElement && field.multiple)) return;
    if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return;
    typed.set(field, field.value);
  };
  addEventListener('click', keepClick, true);
  addEventListener('input', keepInput, true);
  addEventListener(
    'shop:hydrated',
    () => {
      removeEventListener('click', keepClick, true);
      removeEventListener('input', keepInput, true);
      for (const [field, value] of typed) {
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
      typed.clear();
      const control = pending;
      pending = null;
      // A task later, once the app has rendered what was typed: the click acts on it.
      if (control) setTimeout(() => control.isConnected && control.click(), 0);
    },
    { once: true },
  );
  for (const intent of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    addEventListener(intent, start, { once: true, capture: true, passive: true });

  // After the next paint: a page whose first paint comes after its load event still paints before its code loads.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
