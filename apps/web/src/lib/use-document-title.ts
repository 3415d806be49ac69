import { useEffect } from 'react';
import { useStoreName } from './store-identity';

/**
 * Names the browser tab after the screen and the shop ("Carrito | Mercado Vedado", as the server names the pages it
 * knows), and gives the previous name back when the screen goes. Nothing until the title is known.
 */
export function useDocumentTitle(title: string | undefined) {
  const store = useStoreName();
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${store}`;
    return () => {
      document.title = previous;
    };
  }, [title, store]);
}
