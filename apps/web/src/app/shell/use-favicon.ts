import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyFavicon, faviconQuery } from '../../lib/favicon';

/** The page icon from the settings (GET /api/settings/favicon); the built-in icon stays if that fails. */
export function useFavicon() {
  const { data } = useQuery(faviconQuery);
  useEffect(() => {
    if (data?.url) applyFavicon(data.url);
  }, [data]);
}
