// The offline page (decision 080, built by src/lib/offline-page.ts): shows it in the shopper's language and colour
// scheme, and lists the pages the service worker kept, which open without a connection. A classic script in a file:
// the content security policy allows only the shop's own script files.
(() => {
  const root = document.documentElement;
  const cookie = (name) => {
    const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
  };

  const scheme = cookie(root.dataset.schemeCookie);
  if (scheme === 'light' || scheme === 'dark') root.dataset.scheme = scheme;

  const wanted = (cookie(root.dataset.localeCookie) || '').slice(0, 2);
  const sections = [...document.querySelectorAll('section[lang]')];
  const shown = sections.find((section) => section.lang === wanted) || sections[0];
  for (const section of sections) section.hidden = section !== shown;
  root.lang = shown.lang;
  document.title = shown.dataset.title;

  // The newest first, at most a dozen; the shop and the cart have their own links already.
  const MAX_LINKS = 12;
  const linked = new Set(['/store', '/cart']);
  if (!('caches' in window)) return;
  caches
    .open(root.dataset.pagesCache)
    .then((cache) =>
      cache.keys().then((requests) =>
        Promise.all(
          requests
            .map((request) => new URL(request.url))
            .filter((url) => url.origin === location.origin && !linked.has(url.pathname.toLowerCase()))
            .reverse()
            .slice(0, MAX_LINKS)
            .map((url) =>
              cache
                .match(url.href)
                .then((response) => (response ? response.text() : ''))
                .then((html) => ({ url, title: new DOMParser().parseFromString(html, 'text/html').title })),
            ),
        ),
      ),
    )
    .then((pages) => {
      const list = shown.querySelector('.saved ul');
      for (const { url, title } of pages) {
        const link = document.createElement('a');
        link.href = url.pathname + url.search;
        // "Combo desayuno | Mercado Vedado": the shop's name, the same on every page, is left off.
        link.textContent = title.replace(/ \| [^|]*$/, '') || url.pathname;
        const item = document.createElement('li');
        item.append(link);
        list.append(item);
      }
      if (pages.length) list.parentElement.hidden = false;
    })
    .catch(() => {
      // No cache to read (storage refused): the page's own links remain.
    });
})();
