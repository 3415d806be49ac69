import { act, waitFor } from '@testing-library/react';
import { lazy, type MouseEvent as ReactMouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import {
  Alive,
  Counter,
  serverRenderedFarBelow,
  serverRenderedWithGatedPart,
  settle,
  unmountServerParts,
} from '../test/server-parts';
import { wakeWaitingParts } from './below-the-fold';

/** The footer's business hours title, in the shop's language. */
function Hours() {
  const { t } = useTranslation('shell');
  return <h2>{t('hours.title')}</h2>;
}

function SearchBox() {
  const [text, setText] = useState('');
  return (
    <>
      <input aria-label="Buscar" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

function SortList() {
  const [sort, setSort] = useState('featured');
  return (
    <>
      <select aria-label="Ordenar por" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="featured">Destacados</option>
        <option value="price_asc">Precio: de menor a mayor</option>
      </select>
      <output>{sort}</output>
    </>
  );
}

/** A link the app follows in the page, as React Router's `Link` does; `href` elsewhere for the browser's own. */
function ShopLinks({ onFollow }: { onFollow: (path: string) => void }) {
  const follow = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onFollow(event.currentTarget.pathname);
  };
  return (
    <>
      <a href="/Products/cafe-cubita-molido-250-g" onClick={follow}>
        Café Cubita
      </a>
      <a href="/Products/ron-santiago-11" target="_blank" rel="noopener" onClick={follow}>
        Ron Santiago
      </a>
      <a href="https://example.org/recetas" onClick={follow}>
        Recetas
      </a>
    </>
  );
}

/** Clicks `link` as a mouse does; says whether the browser would still have followed it itself. */
function clickLink(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let followedByBrowser = false;
  // After the part's own listener on the document, before React's (which stops a click on HTML it has not taken over):
  // what the part left to the browser, recorded, then stopped (jsdom cannot load another page).
  const record = (event: Event) => {
    followedByBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, true);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', record, true);
  return followedByBrowser;
}

afterEach(unmountServerParts);

describe('a part of the page below the fold (issue 13)', () => {
  it('keeps the server HTML and comes alive only when it nears the screen', async () => {
    const { container, near } = await serverRenderedFarBelow(<Alive />, 'a');
    const text = container.querySelector('p') as HTMLParagraphElement;
    expect(text.textContent).toBe('Del servidor');

    await near();
    expect(text.textContent).toBe('Vivo');
    // The same element: React took over the server's HTML instead of drawing it again.
    expect(container.querySelector('p')).toBe(text);
  });

  it('acts on a click that reached it before it was alive, once it is, and only once', async () => {
    const { container } = await serverRenderedFarBelow(<Counter />, 'd');
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => button.click());
    await waitFor(() => expect(button.textContent).toBe('Pulsado 1'));
    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 2');
  });

  it('follows a link clicked before it was alive in the page once it is, instead of loading the shop again', async () => {
    const followed = vi.fn();
    const { container } = await serverRenderedFarBelow(<ShopLinks onFollow={followed} />, 'h');
    const [coffee] = container.querySelectorAll('a');

    expect(clickLink(coffee as HTMLAnchorElement)).toBe(false);
    await waitFor(() => expect(followed).toHaveBeenCalledWith('/Products/cafe-cubita-molido-250-g'));
    await settle();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('leaves to the browser a link opened in a new tab, in another window or on another site', async () => {
    const followed = vi.fn();
    const { container } = await serverRenderedFarBelow(<ShopLinks onFollow={followed} />, 'i');
    const [coffee, rum, recipes] = container.querySelectorAll('a') as unknown as HTMLAnchorElement[];

    expect(clickLink(coffee as HTMLAnchorElement, { ctrlKey: true })).toBe(true);
    expect(clickLink(coffee as HTMLAnchorElement, { shiftKey: true })).toBe(true);
    expect(clickLink(rum as HTMLAnchorElement)).toBe(true);
    expect(clickLink(recipes as HTMLAnchorElement)).toBe(true);
    await settle();
    expect(followed).not.toHaveBeenCalled();
  });

  it('hydrates with the lazy parts it needs, so a click on one of them before its code arrived is not lost', async () => {
    // The catalogue's filters: a lazy part with a loading boundary of its own inside the part below the fold.
    const { button, state, open } = await serverRenderedWithGatedPart('e');

    await act(async () => button.click());
    await settle();
    // The part still waits for its filters' code.
    expect(state()).toBe('Del servidor');
    expect(button.textContent).toBe('Pulsado 0');

    await open();
    await waitFor(() => expect(button.textContent).toBe('Pulsado 1'));
    expect(state()).toBe('Vivo');
  });

  it('near the screen from the start, keeps a click made while its lazy section was still on the way', async () => {
    // The front's contact form placed first: the page has hydrated, the form's code has not arrived yet.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const LazyCounter = lazy(async () => {
      await gate;
      return { default: Counter };
    });
    const { container } = await serverRenderedFarBelow(<LazyCounter />, 'f', { served: <Counter />, top: 0 });
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 0');
    await act(async () => open());
    await waitFor(() => expect(button.textContent).toBe('Pulsado 1'));
  });

  it('near the screen from the start, keeps a tap on a lazy part it needs until its code is there, then applies it once', async () => {
    // The front's catalogue placed first: the page hydrates with it while its filters' code is still on the way.
    const { button, state, open } = await serverRenderedWithGatedPart('g', 0);

    await act(async () => button.click());
    await settle();
    // The part is alive with the page; the tap waits for the filters' code instead of turning the switch in the page.
    expect(state()).toBe('Vivo');
    expect(button.textContent).toBe('Pulsado 0');

    await open();
    await waitFor(() => expect(button.textContent).toBe('Pulsado 1'));
    await settle();
    expect(button.textContent).toBe('Pulsado 1');
  });

  it('comes alive when the shopper reaches into it, and keeps what was typed before', async () => {
    const { container } = await serverRenderedFarBelow(<SearchBox />, 'b');
    const field = container.querySelector('input') as HTMLInputElement;

    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.value = 'café';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('café'));
  });

  it('keeps a choice made in a list before it was alive, and applies it once it is', async () => {
    const { container } = await serverRenderedFarBelow(<SortList />, 'l');
    const list = container.querySelector('select') as HTMLSelectElement;

    // A tap opens the phone's own list at once, before the part is alive; the choice is made in it meanwhile.
    await act(async () => {
      list.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      list.value = 'price_asc';
      list.dispatchEvent(new Event('input', { bubbles: true }));
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });

    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('price_asc'));
    expect(list.value).toBe('price_asc');
  });

  it('offline, before it is alive, leaves its links to the browser and does not send its form bare: it says why', async () => {
    const sent = vi.fn();
    const form = (
      <form action="/store" onSubmit={sent}>
        <textarea aria-label="Mensaje" name="message" defaultValue="" />
        <button type="submit">Enviar</button>
        <a href="/Products/cafe-cubita-molido-250-g">Café Cubita</a>
      </form>
    );
    const { container } = await serverRenderedFarBelow(form, 'o');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const message = container.querySelector('textarea') as HTMLTextAreaElement;
    message.value = '¿Tienen café en grano?';
    const send = container.querySelector('button') as HTMLButtonElement;

    let submittedByBrowser = false;
    const record = (event: Event) => {
      submittedByBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record, true);
    send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    document.removeEventListener('click', record, true);

    expect(submittedByBrowser).toBe(false);
    expect(send.validationMessage).toBe(
      'Sin conexión: no se pudo enviar. Inténtalo de nuevo cuando vuelvas a tener conexión.',
    );
    expect(message.value).toBe('¿Tienen café en grano?');
    expect(sent).not.toHaveBeenCalled();
    // A link goes to the copy the service worker kept, or to the shop's offline page, at once.
    expect(clickLink(container.querySelector('a') as HTMLAnchorElement)).toBe(true);
    // Once the connection is back, the same control sends its form as usual.
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send.validationMessage).toBe('');
  });

  it('drawn anew in the new language when the language changes before it is alive, not hydrated over the old words', async () => {
    const hydrationErrors = vi.spyOn(console, 'error');
    const { container, near } = await serverRenderedFarBelow(<Hours />, 'l');
    expect(container.textContent).toContain('Horario de atención');
    try {
      await act(async () => {
        await i18n.changeLanguage('en-US');
      });
      await near();
      expect(container.textContent).toContain('Business hours');
      const mismatches = hydrationErrors.mock.calls.filter(([message]) =>
        /hydrat|match/i.test(String(message)),
      );
      expect(mismatches).toEqual([]);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('es-ES');
      });
    }
  });

  it('comes alive when a navigation wakes the parts that still wait, wherever they are, without waiting for their lazy parts', async () => {
    // The footer of every page: a navigation re-renders the frame around it and must not wait for the footer's code.
    const { button, state, open } = await serverRenderedWithGatedPart('c');

    await act(async () => wakeWaitingParts());
    expect(state()).toBe('Vivo');
    // A tap on its lazy part before that part's code is there is kept, and made once it is.
    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 0');
    await open();
    await waitFor(() => expect(button.textContent).toBe('Pulsado 1'));
  });
});
