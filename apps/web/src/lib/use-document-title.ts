import { useEffect } from 'react';

/** Names the browser tab after the screen, and gives the previous name back when the screen goes. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
